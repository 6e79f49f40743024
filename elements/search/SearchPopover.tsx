import { useMemo, useRef } from 'react';
import { countedLabel } from '../../packages/core/counted-label.ts';
import { fillLabel } from '../../packages/core/labels.ts';
import { uniqueId } from '../../packages/core/ids.ts';
import { getPageData, isSet } from '../../packages/core/page-data.ts';
import { useHost, useStrings } from '../../packages/element/index.ts';
import { search } from '../../packages/i18n/en.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { POPOVER_LIMIT } from './constants.ts';
import { searchEndpoint } from './endpoint.ts';
import { humaniseType } from './labels.ts';
import { availableScopes, scopePostType, type Scope } from './popover-scope.ts';
import { normaliseQuery, popoverMaySearch } from './query.ts';
import { QuickResults } from './QuickResults.tsx';
import { viewAllUrl } from './search-url.ts';
import { focusTargetOf } from './trigger-activation.ts';
import { useActiveOption } from './use-active-option.ts';
import { useFieldFocus, usePopoverFocus } from './use-popover-focus.ts';
import { usePopoverOpen, type PopoverCloseReason } from './use-popover-open.ts';
import { usePopoverSession } from './use-popover-session.ts';
import { useQuickSearch } from './use-quick-search.ts';
import { useTriggerActivation } from './use-trigger-activation.ts';
import { RESULTS_URL, type SearchPopoverProps } from './search-popover-props.ts';

export type { SearchPopoverProps };

export type { PopoverCloseReason };

type PopoverHost = HTMLElement & { open?: boolean };

/** The site search popover: a combobox with quick results, scope checkboxes and 'view all'. */
export function SearchPopover(props: SearchPopoverProps) {
  const { open = false, resultsUrl = RESULTS_URL, anchor } = props;
  const host = useHost<PopoverHost>();
  // `textLang`: what the visitor reads (the element's language); `lang`: what is searched (the page data's).
  const { t, lang: textLang } = useStrings('search', search);
  const label = props.label || t('label');
  const pageData = getPageData();
  const lang = pageData.analytics.siteMeta.language;
  const pageType = pageData.analytics.contentGrouping.contentType;
  const currentType = (
    props.currentType?.trim() || (isSet(pageType) ? pageType : '')
  ).toLowerCase();
  const limit =
    props.limit !== undefined && Number.isFinite(props.limit) && props.limit > 0
      ? Math.floor(props.limit)
      : POPOVER_LIMIT;

  const ids = useMemo(
    () => ({
      field: uniqueId('ib-search-field'),
      list: uniqueId('ib-search-list'),
      hint: uniqueId('ib-search-hint'),
    }),
    [],
  );
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { session, checked, context, start, toggle, end } = usePopoverSession(currentType);
  const postType = scopePostType(checked, context);
  const { query, phase, results, searched, type, refresh } = useQuickSearch(
    searchEndpoint(props.endpoint),
    lang,
    limit,
    postType,
  );
  const { active, activeId, optionId, onKeyDown } = useActiveOption(
    ids.list,
    results,
    query,
    panelRef,
  );
  // Before usePopoverOpen: an opening notes what had focus, then places the panel below its navbar.
  const [opener, giveBack] = usePopoverFocus(host, open, session);
  const close = usePopoverOpen(host, panelRef, open, session, anchor, opener, (refocus) => {
    type('');
    end();
    giveBack(refocus);
  });
  useFieldFocus(open, session, inputRef);

  // A second activation by the same trigger closes.
  useTriggerActivation((trigger, detail) => {
    if (open && session.trigger === trigger) {
      close('trigger');
      return;
    }
    const postType = start(trigger, detail);
    opener.current = focusTargetOf(trigger);
    if (open) refresh(postType); // reopened with another scope
    if (detail.typed) type(detail.typed); // typed while this popover's code loaded
    host.open = true;
  });

  const listed = results.length > 0;
  // The results page would list nothing either: no link to it, only the empty message.
  const nothingMatched = phase === 'done' && !listed;
  // 'View all' needs no minimum: the results page answers a 1-2 character query itself.
  const typed = normaliseQuery(query);
  const href = viewAllUrl(resultsUrl, {
    query: typed,
    lang,
    postType,
    custom: checked.includes('custom'),
  });
  const scopeLabels: Record<Scope, string> = {
    all: props.allLabel || t('all'),
    resources: props.resourcesLabel || t('resources'),
    current: props.currentLabel || humaniseType(currentType),
    custom: props.customLabel || session.customTypes.map(humaniseType).join(', '),
  };
  const empty = props.emptyLabel
    ? fillLabel(props.emptyLabel, { query: searched })
    : t('suggestionsEmpty', { query: searched });
  const count = () =>
    countedLabel(
      results.length,
      textLang,
      { many: props.countLabel, one: props.countOneLabel },
      t('suggestionCount', { count: results.length }),
    );
  const status =
    phase === 'loading'
      ? props.loadingLabel || t('searching')
      : phase === 'done'
        ? listed
          ? count()
          : empty
        : '';

  return (
    <div
      ref={panelRef}
      part="panel"
      className="panel"
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      hidden={!open}
    >
      <div part="inner" className="inner">
        <div part="field" className="field">
          <label part="label" className="visually-hidden" htmlFor={ids.field}>
            {label}
          </label>
          <svg
            className="field-icon"
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="20"
            height="20"
          >
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21" />
          </svg>
          <input
            ref={inputRef}
            id={ids.field}
            part="input"
            className="input"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={props.placeholder || t('placeholder')}
            aria-autocomplete="list"
            aria-expanded={listed ? 'true' : 'false'}
            aria-controls={ids.list}
            aria-activedescendant={activeId}
            aria-describedby={ids.hint}
            value={query}
            onInput={(event) => type((event.currentTarget as HTMLInputElement).value)}
            onKeyDown={onKeyDown}
          />
          <span part="loader" className="loader" aria-hidden="true" hidden={phase !== 'loading'} />
          <button
            type="button"
            part="close"
            className="close"
            aria-label={props.closeLabel || t('close')}
            onClick={() => close('close-button')}
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p part="hint" className="hint" id={ids.hint} hidden={popoverMaySearch(query) || !typed}>
          {props.hintLabel || t('hint')}
        </p>
        <CheckboxGroup
          legend={props.scopeLabel || t('scope')}
          options={availableScopes(context).map((scope) => ({
            key: scope,
            label: scopeLabels[scope],
            checked: checked.includes(scope),
          }))}
          onToggle={(key, on) => refresh(toggle(key, on), true)}
        />
        <QuickResults
          id={ids.list}
          label={props.resultsLabel || t('suggestions')}
          results={results}
          active={active}
          optionId={optionId}
          hidden={!listed}
        />
        <p part="empty" className="empty" hidden={!nothingMatched}>
          {empty}
        </p>
        <p part="status" className="visually-hidden" role="status">
          {status}
        </p>
        {typed !== '' && !nothingMatched && (
          <a part="view-all" className="view-all" href={href}>
            {props.viewAllLabel || t('viewAll')}
          </a>
        )}
        <slot />
      </div>
    </div>
  );
}
