import type { ComponentProps } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';

/**
 * Headings start at h3 (the page has its h1 and the article title its h2); links leave the console in a new tab.
 * react-markdown builds React elements (no innerHTML): raw HTML in the text is dropped (`skipHtml`) and
 * `defaultUrlTransform` empties any URL that is not http(s), mailto, tel or relative (javascript: included).
 */
const COMPONENTS: Components = {
  h1: (props) => <h3 {...withoutNode(props)} />,
  h2: (props) => <h3 {...withoutNode(props)} />,
  h3: (props) => <h4 {...withoutNode(props)} />,
  h4: (props) => <h4 {...withoutNode(props)} />,
  h5: (props) => <h4 {...withoutNode(props)} />,
  h6: (props) => <h4 {...withoutNode(props)} />,
  a: ({ node: _node, href, children, ...props }) =>
    href && /^https?:/i.test(href) ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a {...props} href={href || undefined}>
        {children}
      </a>
    ),
};

function withoutNode<P extends { node?: unknown }>({ node: _node, ...props }: P): Omit<P, 'node'> {
  return props;
}

const PROSE = [
  'space-y-3 text-slate-800 text-sm leading-relaxed dark:text-slate-100',
  '[&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-base [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:text-primary-700 [&_a]:underline dark:[&_a]:text-primary-300',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] dark:[&_code]:bg-slate-800',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800',
  '[&_blockquote]:border-primary-300 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 dark:[&_blockquote]:text-slate-300',
].join(' ');

/** An article's Markdown, rendered safely. Loaded on its own (lazy) with react-markdown. */
export default function MarkdownView({
  markdown,
  ...props
}: { markdown: string } & Omit<ComponentProps<'div'>, 'children'>) {
  return (
    <div {...props} className={`${PROSE} ${props.className ?? ''}`}>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={COMPONENTS}>
        {markdown}
      </Markdown>
    </div>
  );
}
