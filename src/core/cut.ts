/**
 * The signal of a search stopped by a budget of positions (PIMC's cap on
 * a decision, src/bots/pimc-core.ts): a solver's search throws it once it
 * has searched more positions than its limit, and the caller that set the
 * limit catches it and drops the unfinished analysis. It never escapes
 * the package: the public solvers run with no limit.
 */
export class SearchCut extends Error {
  constructor() {
    super('the search ran out of its budget of positions');
    this.name = 'SearchCut';
  }
}

/** A budget of searched positions shared by the worlds of one decision. */
export interface NodeBudget {
  /** Positions still allowed (`Infinity`: no cap). */
  left: number;
  /** Positions searched so far, a cut analysis included. */
  spent: number;
}

/** Takes the positions a search spent from `budget` (a cut search's included). */
export function charge(budget: NodeBudget, nodes: number): void {
  budget.left -= nodes;
  budget.spent += nodes;
}
