import { ListAndDetailRoutes } from '../../components/list-and-detail-routes';
import { ContractorDetail } from './contractor-detail';
import { ContractorList } from './contractor-list';

/** /admin/contractors: the list with its filters (the review queue first); /admin/contractors/:id: one contractor. */
export default function ContractorsSection() {
  return <ListAndDetailRoutes list={<ContractorList />} detail={<ContractorDetail />} />;
}
