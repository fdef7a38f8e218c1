import { Suspense } from 'react';
import { type TItemActionProps, useItemActions } from './record-module';

/**
 * Other modules' actions on one item of a record (raise an event from a discrepancy or a
 * measure's row), contributed through the module boundary; nothing outside a module's pages.
 */
export function ItemActions(props: TItemActionProps) {
  const actions = useItemActions();
  if (actions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {actions.map((Action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page, never reordered
        <Action key={index} {...props} />
      ))}
    </Suspense>
  );
}
