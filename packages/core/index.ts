// packages/core: the runtime shared by every block, free of React (see README.md).
export { reportError } from './report.ts';
export {
  NOT_SET,
  DEFAULT_LANGUAGE,
  DEFAULT_REST_BASE,
  PAGE_DATA_SCRIPT_ID,
  getPageData,
  resetPageData,
  normalisePageData,
  isSet,
  analyticsPayload,
  type PageData,
  type DebugMode,
  type AnalyticsPayload,
} from './page-data.ts';
export { pushDataLayer, getDataLayer } from './analytics.ts';
export { safeStorage, type SafeStorage, type StorageKind } from './storage.ts';
export { VIEWED_COURSES_KEY, parseCourseId, parseViewedCourses, withViewedCourse, readViewedCourses } from './viewed-courses.ts';
export { requestJson, isAbortError, type RequestOptions, type RequestResult } from './request.ts';
export { debounce, DEFAULT_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS, type Debounced } from './debounce.ts';
export {
  BREAKPOINTS_REM,
  NAVBAR_BREAKPOINTS_PX,
  mediaQuery,
  matchesBreakpoint,
  onBreakpointChange,
  type BreakpointName,
  type LayoutBreakpoint,
  type NavbarBreakpoint,
} from './breakpoints.ts';
export { lockScroll, isScrollLocked, SCROLL_LOCK_GAP_PROPERTY } from './scroll-lock.ts';
export { findToggle, showPlaying, TOGGLE_SELECTOR, ACTIVE_CLASS, HIGHLIGHTED_CLASS, DEFAULT_PAUSE_LABEL, DEFAULT_PLAY_LABEL } from './toggle-button.ts';
export { observeVisibility, whenNearViewport, type VisibilityOptions } from './visibility.ts';
export { prefersReducedMotion, onReducedMotionChange, isDesktopSafari, isIOS, animationsBlocked } from './motion.ts';
export { loadChunk, ChunkLoadError, moduleNotFound, CHUNK_TIMEOUT_MS, type ChunkFailure } from './chunks.ts';
export { loadVendor, onNextInteraction } from './vendor.ts';
export { loadPositioning, type FloatingUiModule } from './positioning.ts';
export { uniqueId } from './ids.ts';
export { foldText, queryWords, containsAllWords } from './fold-text.ts';
export { readJsonScript } from './json-script.ts';
export { setInertHTML, isInertMarkup, TRUSTED_TYPES_POLICY } from './trusted-html.ts';
export { adoptIntoRoot, lazySheet } from './light-dom-styles.ts';
export { stickyHeaderHeight, isValidSelector, DEFAULT_HEADER_SELECTOR } from './sticky-header.ts';
export { inertOutside, keepInteractive } from './inert-outside.ts';
export {
  DisclosurePopover,
  oneOpenAtATime,
  dropdownPairs,
  POPOVER_OFFSETS,
  type DisclosurePopoverOptions,
  type FloatingUi,
  type FloatingUiLoader,
} from './popover.ts';
