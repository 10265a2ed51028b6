import type { Snapshot } from 'valtio';
import type { SessionBrand, SessionUserView } from '../session/session-store';
import type { Theme } from '../theme/theme-store';

/** What a command can see and do: the session, the current route, and the palette's own controls. */
export type CommandContext = {
  user: Snapshot<SessionUserView> | null;
  brand: Snapshot<SessionBrand> | null;
  route: { id: string | null; path: string; params: Readonly<Record<string, string>> };
  language: string;
  theme: Theme;
  navigate: (to: string) => void;
  /** Opens a nested palette page (e.g. the operator's brand list). */
  openPage: (pageId: string) => void;
  closePalette: () => void;
  openShortcutHelp: () => void;
};

type CommandBase = {
  id: string;
  /** i18n key ("namespace.key"), interpolated with `titleValues`. */
  title: string;
  titleValues?: Readonly<Record<string, string>>;
  /** i18n key of the group heading. */
  group: string;
  /**
   * Where it ranks (palette-ranking.ts): `page` for the current page's own actions, first when the text matches
   * them; `anywhere` for what is offered from every page (navigation, settings, session, preferences), after what
   * the search finds unless the text names it. Every command says which, so a new feature cannot push its commands
   * in front of another page's by accident.
   */
  scope: 'page' | 'anywhere';
  keywords?: readonly string[];
  /** Key sequence, e.g. ['g', 'd']; read by the global key handler and the shortcut help. */
  shortcut?: readonly string[];
  isVisible: (context: CommandContext) => boolean;
  isEnabled?: (context: CommandContext) => boolean;
  /**
   * The command opens no dialog and moves no focus, so it starts while the palette closes instead of after (its
   * request is on its way while the palette's closing render runs).
   */
  startsAtOnce?: boolean;
};

/** A palette command: an action to run, or a nested page to open. */
export type Command = CommandBase &
  ({ run: (context: CommandContext) => void | Promise<void>; page?: never } | { page: string; run?: never });

/** A nested page of the palette whose commands load when it opens. */
export type PalettePage = {
  id: string;
  /** i18n key of the breadcrumb shown above the list. */
  title: string;
  loadCommands: (context: CommandContext) => Promise<Command[]>;
};

/** What the palette's search found for the typed text, as query command sources may need it. */
export type QuerySearch = {
  /** The search for this text has answered (or there is none to wait for). */
  settled: boolean;
  /** Fiscal ids of the customers it found. */
  customerFiscalIds: readonly string[];
};

/**
 * Commands for the text after a prefix ("kb: porta" asks the knowledge base for "porta"), which only a server can
 * answer. While a prefix source owns the text the global search does not run, and Enter waits for the source's
 * answer to exactly that text, so the same text always runs the same row (docs/decisions.md, "The knowledge base").
 */
export type PrefixCommandSource = {
  /** Lower case, colon included: 'kb:'. */
  prefix: string;
  isVisible: (context: CommandContext) => boolean;
  /** The commands for the text after the prefix (trimmed; may be empty), best first. */
  load: (text: string, context: CommandContext) => Promise<readonly Command[]>;
};

/**
 * Commands made from what is typed (a document number offers "New signup for …"), never filtered since they were
 * made for it. They may wait for the search: a command that would stand in front of what the search finds should
 * appear only once it has answered, so the highlight does not depend on how fast the answer came.
 */
export type QueryCommandSource = (
  query: string,
  context: CommandContext,
  search: QuerySearch,
) => readonly Command[];
