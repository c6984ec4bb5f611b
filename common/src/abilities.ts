/**
 * `abilities` on a response: each action the resource's policy (in the API) allows the caller
 * now. The action names are listed here, next to each DTO, so that the API serialises exactly
 * these and the UI reads only these, never re-deriving a rule.
 */
export type Abilities<A extends readonly string[]> = { [K in A[number]]: boolean };
