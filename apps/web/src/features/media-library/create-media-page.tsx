import { mediaCreateHref } from '@hse/contracts/media-create';
import { Navigate, useParams } from 'react-router';
import NotFoundPage from '../../app/not-found-page';

/**
 * Spec §2's `/create/:mediaType` (decision 077): sends the reader on to the create screen of the
 * type's own module, replacing this address so Back does not bounce through it.
 */
export default function CreateMediaPage() {
  const { mediaType = '' } = useParams();
  const to = mediaCreateHref(mediaType);
  return to ? <Navigate to={to} replace /> : <NotFoundPage />;
}
