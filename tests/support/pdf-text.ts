import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFStream } from 'pdf-lib';

// WinAnsi is Latin-1 but for 0x80-0x9F; Node's TextDecoder (without full ICU) reads those as C1 controls.
const WIN_ANSI_HIGH: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

function winAnsiText(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

/** The raw bytes of a page's content streams, decoded from their filters (Flate). */
function contentBytes(document: PDFDocument, contents: PDFStream | PDFArray | undefined): Uint8Array[] {
  if (!contents) return [];
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams.map((stream) => {
    if (!(stream instanceof PDFRawStream)) throw new Error('a content stream that is not a raw stream');
    return decodePDFRawStream(stream).decode();
  });
}

/**
 * The text of each page of a PDF, one shown string a line, in drawing order. A small extraction for documents
 * drawn with the standard fonts (what pdf-lib writes for the api's invoices): it loads the file with pdf-lib's own
 * parser (so a broken file fails here), inflates the content streams and reads every `<hex> Tj` operator as WinAnsi
 * text. It is not a general PDF text extractor: literal `(…) Tj` strings, TJ arrays and embedded fonts' own
 * encodings are not read.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) =>
    contentBytes(document, page.node.Contents())
      .flatMap((content) => {
        const operators = Buffer.from(content).toString('latin1');
        return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
          winAnsiText(Buffer.from(match[1] ?? '', 'hex')),
        );
      })
      .join('\n'),
  );
}

/** The bytes of a `data:application/pdf;base64,…` URL; throws on any other content. */
export function pdfBytesOfDataUrl(url: string): Uint8Array {
  const prefix = 'data:application/pdf;base64,';
  if (!url.startsWith(prefix)) throw new Error(`not a PDF data URL: ${url.slice(0, 40)}`);
  return Buffer.from(url.slice(prefix.length), 'base64');
}
