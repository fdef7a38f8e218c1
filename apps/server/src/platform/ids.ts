import { v7 } from 'uuid';

/** Time-ordered UUID v7 keys (brief §5): index-friendly and sortable by creation. */
export const newId = (): string => v7();
