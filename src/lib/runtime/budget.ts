/**
 * Token budget bookkeeping. The contract leaves `budgetUsage` and `budgetExhaustion` as open
 * objects; these shapes use the same snake_case as `tokenUsage` so the three read alike.
 */
export interface BudgetUsage {
  readonly token_budget: number;
  readonly used_tokens: number;
  readonly remaining_tokens: number;
  /** False when some model call reported no usable count, so `used_tokens` is a lower bound. */
  readonly accounting_complete: boolean;
}

export interface BudgetExhaustion {
  readonly dimension: 'total_tokens';
  readonly limit: number;
  readonly used: number;
  /** The model call after which the budget was found exhausted. */
  readonly cycle_index: number;
}

export function budgetUsage(tokenBudget: number, used: number, complete: boolean): BudgetUsage {
  return {
    token_budget: tokenBudget,
    used_tokens: used,
    remaining_tokens: Math.max(0, tokenBudget - used),
    accounting_complete: complete,
  };
}
