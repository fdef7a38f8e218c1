import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';

/** What the record page gives each of a module's own sections (its slots). */
export type TAuditSlotProps = { module: TRecordModule; record: TRecordItem; refresh(): void };
