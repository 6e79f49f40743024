// Where searches go: the `endpoint` attribute, else `{restBase}infobip2024/v1/search` from page data.
import { getPageData } from '../../packages/core/page-data.ts';
import { SEARCH_PATH } from './constants.ts';

export function defaultEndpoint(restBase: string): string {
  return `${restBase.endsWith('/') ? restBase : `${restBase}/`}${SEARCH_PATH}`;
}

export function searchEndpoint(attribute: string | undefined): string {
  const given = attribute?.trim();
  return given || defaultEndpoint(getPageData().restBase);
}
