/**
 * The page number in `?page=`, 1 when absent or not a positive whole number. Apart from the
 * Pager component: the route table's loaders read it, and whatever they import is in the home
 * page's first load (issue 11), where the component is not needed.
 */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 0 ? value : 1;
}
