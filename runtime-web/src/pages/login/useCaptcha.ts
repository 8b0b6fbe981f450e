// The image captcha: a client-chosen check key, its image, and a refresh.
import { useCallback, useEffect, useState } from 'react';
import { authApi, newCheckKey } from '../../api/auth.ts';

export function useCaptcha(enabled: boolean) {
  const [checkKey, setCheckKey] = useState('');
  const [image, setImage] = useState<string>();

  const refresh = useCallback(() => {
    const key = newCheckKey();
    setCheckKey(key);
    authApi.captchaImage(key).then(setImage, () => setImage(undefined));
  }, []);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);

  return { checkKey, image, refresh };
}
