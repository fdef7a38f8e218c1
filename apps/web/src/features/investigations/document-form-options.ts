import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { Resolver } from 'react-hook-form';
import type { TDocumentKind } from '../../components/document-routes';
import type { TRecordFormValues } from '../../components/record-module/form-values';
import type { TRecordFormOptions } from '../../components/record-module/record-module';
import {
  documentToForm,
  emptyDocumentForm,
  type TDocumentFormValues,
  toDocumentInput,
} from './document-form-values';
import { useDocumentHistoryValue } from './document-history-value';
import type { TDocument } from './document-kind';
import { documentResolver } from './document-resolver';

/**
 * A kind's values in the generic editor: one shape for the three kinds (document-form-values),
 * the message's id in it from the create route, checked as typed with the kind's create contract.
 */
export function documentFormOptions(kind: TDocumentKind): TRecordFormOptions {
  return {
    sections: false,
    initial: emptyDocumentForm,
    toForm: (record: TRecordItem) => documentToForm(kind, record as unknown as TDocument),
    toBody: (values) => {
      const form = values as TDocumentFormValues;
      return { incident_id: form.incident_id, ...toDocumentInput(kind, form) };
    },
    // The generic form holds these very values: its value type is the loose one of any module.
    resolver: documentResolver(kind) as unknown as Resolver<TRecordFormValues>,
    useHistoryValue: useDocumentHistoryValue,
  };
}
