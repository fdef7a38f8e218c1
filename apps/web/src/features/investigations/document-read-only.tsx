import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { DocumentDetails } from './document-details';
import { documentKindOfModule, type TDocument, useIncidentDocumentsFollow } from './document-kind';
import { IncidentLink } from './incident-link';

/** A document on the generic view (`detailSlots`): its message, then every field of its kind. */
export default function DocumentReadOnly({ module, record }: TRecordSlotProps) {
  const document = record as unknown as TDocument;
  useIncidentDocumentsFollow(document.incident_id, document.version);
  return (
    <>
      <IncidentLink id={document.incident_id} number={document.incident_number} />
      <DocumentDetails kind={documentKindOfModule(module)} document={document} source={{ module, record }} />
    </>
  );
}
