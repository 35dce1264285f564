import { Route, Routes } from 'react-router-dom';
import { ContractorDetail } from './contractor-detail';
import { ContractorList } from './contractor-list';

/** /admin/contractors: the list with its filters (the review queue first); /admin/contractors/:id: one contractor. */
export default function ContractorsSection() {
  return (
    <Routes>
      <Route index element={<ContractorList />} />
      <Route path=":id" element={<ContractorDetail />} />
    </Routes>
  );
}
