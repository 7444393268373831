// Who a change is by. Locally (npm run edit) the editor's backend commits under the name the marketer gave, asked once
// on this computer (NameDialog.tsx). On the live site the git host commits as the signed-in account (GitHub as the
// token's user, GitLab as Decap's commit author from the account), so no name is asked there: history and conflicts
// show the account's name.

export type AuthorSource = { from: 'signed-in account' } | { from: 'name given'; name: string } | { from: 'to ask' };

/** Where a save's author comes from: the signed-in account (live), the name given on this computer, or the name still to ask. */
export function authorSource(local: boolean, given: string | null | undefined): AuthorSource {
  if (!local) return { from: 'signed-in account' };
  const name = given?.trim();
  return name ? { from: 'name given', name } : { from: 'to ask' };
}
