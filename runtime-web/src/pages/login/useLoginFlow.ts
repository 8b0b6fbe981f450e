// What happens after the server accepts a login: department choice, password change, then the guard.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import type { LoginResult } from '../../api/types.ts';
import { ApiError } from '../../request/http.ts';
import { notify } from '../../request/report.ts';
import { preloadShell } from '../../router/pages.ts';
import { completeLogin } from '../../session/actions.ts';
import { ALTERATION_PATH } from '../../store/session.ts';

export function useLoginFlow(redirect: string | undefined) {
  const [choosing, setChoosing] = useState<LoginResult>();

  const complete = (result: LoginResult) => {
    // A first login or a required change goes to the change of password before anything else.
    if (result.isFist || result.isChange) completeLogin(result, undefined, ALTERATION_PATH);
    else completeLogin(result, redirect);
  };

  return {
    /** Departments to choose from, while the choice is open. */
    departs: choosing?.departs ?? [],
    accepted(result: LoginResult): void {
      if ((result.departs?.length ?? 0) > 1) setChoosing(result);
      else complete(result);
    },
    async chooseDepart(orgId: string): Promise<void> {
      if (!choosing) return;
      try {
        await authApi.selectDepart(orgId, choosing.token);
      } catch (error) {
        // The department call may not exist on this server yet (404): the login itself stands.
        if (!(error instanceof ApiError && error.status === 404)) notify('error', (error as Error).message);
      }
      complete(choosing);
    },
    cancelChoice(): void {
      setChoosing(undefined);
    },
  };
}

/** Runs a login call; a refusal shows 'Login failed' with the server's message (spec §8). */
export function useLoginSubmit(onAccepted: (result: LoginResult) => void, onRefused?: () => void) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (call: () => Promise<LoginResult>) => {
    setSubmitting(true);
    void preloadShell();
    try {
      onAccepted(await call());
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 && error.status !== 500 ? error.message : t('msg.serverError');
      notify('error', message, t('login.failed'));
      onRefused?.();
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}
