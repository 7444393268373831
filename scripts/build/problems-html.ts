// A list of content problems on a page the editor opens (a draft's whole-site preview, an earlier version): in the
// form's words as the refused publish shows them, the file and line folded away for a developer.
import { problemInWords, type Problem } from '../../src/content/problems';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const problemListHtml = (problems: Problem[]) =>
  '<ul>' +
  problems.map((problem) => `<li>${escapeHtml(problemInWords(problem))}<details style="font-size:12px;color:#798291"><summary>For a developer</summary>${escapeHtml(`${problem.file}, line ${problem.line}, column ${problem.col}`)}</details></li>`).join('') +
  '</ul>';
