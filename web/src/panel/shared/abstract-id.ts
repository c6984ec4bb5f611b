import { useParams } from 'react-router';

/**
 * The abstract a screen below /user/panel shows, from its `:id`; not `valid` where the address
 * holds no abstract's number (the screen then says "not found" without asking the API).
 */
export function useAbstractId() {
  const id = Number(useParams().id);
  return { id, valid: Number.isInteger(id) && id > 0 };
}
