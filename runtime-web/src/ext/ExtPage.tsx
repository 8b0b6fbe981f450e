// A page of an extension module: the menu's component `ext/<module>/<Page>` names it. The module's console part is
// imported once (its address carries a ticket from the server); a module or page that is not there shows the
// console's placeholder.
import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../router/registry.ts';
import { UnknownPage } from '../pages/misc/Placeholder.tsx';
import { ApiError, request } from '../request/http.ts';
import { currentLanguage } from '../i18n/language.ts';
import { provideHost } from './host.ts';
import { EXT_COMPONENT, type ExtConsoleSdk, type ExtWebModule } from './types.ts';

const modules = new Map<string, Promise<ExtWebModule | undefined>>();

/** The module's console part; undefined when the server has none for it (no such module, or no web part). */
function loadModule(name: string): Promise<ExtWebModule | undefined> {
  let loading = modules.get(name);
  if (!loading) {
    loading = (async () => {
      provideHost();
      let url: string;
      try {
        url = (await request<{ url: string }>(`/api/ext/${name}/web-ticket`, { silent: true })).url;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
      return (await import(/* @vite-ignore */ url)) as ExtWebModule;
    })();
    modules.set(name, loading);
    // A failed load is tried again the next time the page opens.
    loading.catch(() => modules.delete(name));
  }
  return loading;
}

export default function ExtPage({ route, props, query }: PageProps) {
  const [, name = '', page = ''] = EXT_COMPONENT.exec(route.component) ?? [];
  return name ? <ModulePage name={name} page={page} component={route.component} props={props} query={query} /> : <UnknownPage component={route.component} />;
}

function ModulePage({ name, page, component, props, query }: { name: string; page: string; component: string; props: Record<string, string>; query: Record<string, string> }) {
  const module = use(loadModule(name));
  const { t } = useTranslation();
  const lang = currentLanguage();
  const sdk = useMemo<ExtConsoleSdk>(() => ({ module: name, request, t: (key, options) => String(t(key, options)), lang }), [name, t, lang]);
  const Page = module?.pages && Object.hasOwn(module.pages, page) ? module.pages[page] : undefined;
  return Page ? <Page sdk={sdk} props={props} query={query} /> : <UnknownPage component={component} />;
}
