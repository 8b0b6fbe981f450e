// Positions: a coded catalogue of the organisation.
import { positionApi } from '../../../api/identity.ts';
import { CataloguePage, type CatalogueApi, type CatalogueDef } from './CataloguePage.tsx';

const def: CatalogueDef = {
  noun: 'position',
  api: positionApi as unknown as CatalogueApi,
  fields: { name: 'positionName', code: 'positionCode', order: 'positionOrder' },
};

export default function PositionsPage() {
  return <CataloguePage def={def} />;
}
