/** Whether a path is a family page (`/parent…`, `/student…`): the apps whose shell lists the students. */
export function isFamilyPage(pathname: string): boolean {
  return /^\/(parent|student)(\/|$)/.test(pathname);
}
