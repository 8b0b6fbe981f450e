// Entry of the eform-view menu kind. The design console's 'Pages' item (seed menus) uses the kind's own
// component name 'eform/view' at /eform/view, so its last segment is no viewCode: that one route shows the
// designer's list of pages, every other route the list page of its viewCode.
import { lazyPage } from '../../router/lazy.tsx';
import type { PageProps } from '../../router/registry.ts';

/** The path of the design console's 'Pages' menu item. */
export const DESIGN_PAGES_PATH = '/eform/view';

const ListPage = lazyPage<PageProps>(() => import('../../renderers/view/ListPage.tsx'));
const PagesPage = lazyPage<PageProps>(() => import('./meta/PagesPage.tsx'));

export default function ViewKindEntry(props: PageProps) {
  return props.route.path === DESIGN_PAGES_PATH ? <PagesPage {...props} /> : <ListPage {...props} />;
}
