import { useState } from 'react';

/**
 * Which step is open and which ones the person has been through: a step's errors show (and its
 * tab turns red) once it has been left or Next was pressed on it.
 */
export function useWizardSteps<S extends string>(steps: readonly [S, ...S[]], initiallyVisited: readonly S[], initial?: S) {
  const [current, setCurrent] = useState<S>(initial ?? steps[0]);
  const [visited, setVisited] = useState<ReadonlySet<S>>(() => new Set(initiallyVisited));
  const index = steps.indexOf(current);
  const markVisited = () => setVisited((previous) => (previous.has(current) ? previous : new Set(previous).add(current)));
  return {
    current,
    index,
    visited,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    nextStep: steps[index + 1],
    previousStep: steps[index - 1],
    markVisited,
    /** Leaves the current step (it counts as visited) for another. */
    open(step: S) {
      markVisited();
      setCurrent(step);
    },
  };
}
