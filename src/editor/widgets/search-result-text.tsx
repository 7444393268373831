// A title or description field that shows, as it is typed, its length against what search results show and the
// validator's warning in the validator's words (searchResultLength, src/content/route-warnings.ts). It never blocks a save:
// the warning is advice, as in `npm run validate`.
import type { ComponentType } from 'react';
import { searchResultLength, type SearchResultText } from '../../content/route-warnings';

/** The widget's name in the editor's config, set by the schema's `searchResult` keyword (src/editor/cms-config.ts). */
export const SEARCH_RESULT_WIDGET = 'search-result-text';

/** The props Decap gives a field's control, as far as the count reads them. */
interface FieldControlProps {
  value?: unknown;
  forID?: string;
  field?: { get: (key: string) => unknown };
}

const line = { margin: '6px 0 0', fontSize: 13, lineHeight: 1.45 } as const;

/** Decap's string control with the search-result length below it. */
export function withSearchResultLength<Props extends FieldControlProps>(Control: ComponentType<Props>): ComponentType<Props> {
  return function SearchResultTextControl(props: Props) {
    const kind = (props.field?.get('search_result') ?? 'title') as SearchResultText;
    const { length, limit, warning } = searchResultLength(kind, typeof props.value === 'string' ? props.value : '');
    return (
      <div>
        <Control {...props} />
        <p id={props.forID && `${props.forID}-length`} style={{ ...line, color: warning ? '#8a4b00' : '#798291' }} data-search-length={kind}>
          {length} characters; search results show {limit}.{warning ? ` Warning: ${warning.message}. ${warning.hint.charAt(0).toUpperCase()}${warning.hint.slice(1)}.` : ''}
        </p>
      </div>
    );
  };
}
