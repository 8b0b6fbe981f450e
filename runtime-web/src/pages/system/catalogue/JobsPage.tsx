// Jobs: a coded catalogue users hold through selectedJob.
import { jobApi } from '../../../api/identity.ts';
import { CataloguePage, type CatalogueApi, type CatalogueDef } from './CataloguePage.tsx';

const def: CatalogueDef = {
  noun: 'job',
  api: jobApi as unknown as CatalogueApi,
  fields: { name: 'jobName', code: 'jobCode', order: 'jobOrder' },
};

export default function JobsPage() {
  return <CataloguePage def={def} />;
}
