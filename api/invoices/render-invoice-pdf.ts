import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { formatEmailDate, formatEmailEuros } from '../../schema/email/email-format';
import type { EmailLanguage } from '../../schema/email/email-language';
import { fillEmailText } from '../../schema/email/email-text';
import type { InvoiceDetail } from '../../schema/rest/invoices';
import { invoicePdfText } from './invoice-pdf-text';

// A4 in points, and the console's palette: primary orange (Tailwind orange-600) and slate greys.
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const PRIMARY = rgb(234 / 255, 88 / 255, 12 / 255);
const INK = rgb(15 / 255, 23 / 255, 42 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const RULE = rgb(203 / 255, 213 / 255, 225 / 255);
const BAND = rgb(241 / 255, 245 / 255, 249 / 255);

const ROW_HEIGHT = 18;
const TABLE_FONT_SIZE = 9.5;
/** Room kept under the last row of the last page for the totals and the footer. */
const TOTALS_HEIGHT = 96;
const FOOTER_Y = 28;

type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * Text the standard fonts can draw: they carry the WinAnsi set (Spanish, Catalan and Portuguese letters, €), so
 * anything else (an emoji in a concept) prints as "?" instead of failing the whole document.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u202f\u2009]/g, '\u00a0')]
    .map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : '?'))
    .join('');
}

/** `text` cut with an ellipsis to fit `width` at `size`. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

type TextOptions = { size: number; font: PDFFont; color?: ReturnType<typeof rgb>; maxWidth?: number };

function drawLeft(page: PDFPage, text: string, x: number, y: number, options: TextOptions): void {
  const safe = printable(text, options.font);
  const shown = options.maxWidth ? fitted(safe, options.font, options.size, options.maxWidth) : safe;
  page.drawText(shown, { x, y, size: options.size, font: options.font, color: options.color ?? INK });
}

function drawRight(page: PDFPage, text: string, right: number, y: number, options: TextOptions): void {
  const safe = printable(text, options.font);
  const width = options.font.widthOfTextAtSize(safe, options.size);
  page.drawText(safe, {
    x: right - width,
    y,
    size: options.size,
    font: options.font,
    color: options.color ?? INK,
  });
}

/**
 * Rows per page: the first page starts lower (header and addresses); the last keeps room for the totals and at
 * least one row, so the totals never stand alone on a page.
 */
function paginate<T>(rows: readonly T[], firstCapacity: number, nextCapacity: number): T[][] {
  const totalsRows = Math.ceil(TOTALS_HEIGHT / ROW_HEIGHT);
  const pages: T[][] = [];
  let rest = [...rows];
  let capacity = firstCapacity;
  while (rest.length + totalsRows > capacity) {
    const take = Math.min(capacity, rest.length - 1);
    if (take <= 0) break;
    pages.push(rest.slice(0, take));
    rest = rest.slice(take);
    capacity = nextCapacity;
  }
  pages.push(rest);
  return pages;
}

/**
 * The invoice or credit note as the customer receives it, on A4: the brand's name in its colour, issuer and
 * customer with their fiscal ids and addresses, number, dates and billed period, every line with its net amount
 * and tax, and the totals with the tax of the territory. Long documents continue on further pages, numbered.
 * Fixed metadata (dates of the document, not of the rendering) keep one invoice's PDF the same bytes every time.
 */
export async function renderInvoicePdf(invoice: InvoiceDetail, language: EmailLanguage): Promise<Uint8Array> {
  const text = invoicePdfText(language);
  const { labels } = text;
  const money = (cents: number) => formatEmailEuros(cents, language);
  const date = (day: string) => formatEmailDate(day, language);
  const title = invoice.type === 'CREDIT_NOTE' ? labels.creditNote : labels.invoice;

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${invoice.number}`);
  pdf.setAuthor(invoice.issuer.name);
  pdf.setCreator('Centralita');
  pdf.setProducer('Centralita');
  pdf.setCreationDate(new Date(invoice.created));
  pdf.setModificationDate(new Date(invoice.modified));
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const [width, height] = PAGE;
  const right = width - MARGIN;

  const columns = { concept: MARGIN + 6, base: right - 190, tax: right - 100, amount: right - 6 };
  const taxLabel = fillEmailText(labels.taxLine, {
    territory: text.territoryName(invoice.taxTerritory),
    rate: String(invoice.taxRate).replace('.', language === 'en' ? '.' : ','),
  });

  function drawHeader(page: PDFPage): number {
    page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: PRIMARY });
    let y = height - MARGIN - 4;
    drawLeft(page, invoice.issuer.name, MARGIN, y, {
      size: 18,
      font: fonts.bold,
      color: PRIMARY,
      maxWidth: 280,
    });
    drawRight(page, title.toUpperCase(), right, y, { size: 16, font: fonts.bold });
    y -= 20;
    const issuerLines = [
      invoice.issuer.fiscalId ? `${labels.fiscalId}: ${invoice.issuer.fiscalId}` : null,
      ...invoice.issuer.addressLines,
    ].filter((line): line is string => line !== null);
    const facts: [string, string][] = [
      [labels.number, invoice.number],
      [labels.issueDate, date(isoDateOf(madridCalendarDate(new Date(invoice.created))))],
      [labels.dueDate, date(invoice.dueDate)],
      [labels.cycle, invoice.cycle],
      [labels.status, text.statusName(invoice.status)],
    ];
    let factY = y;
    for (const [label, value] of facts) {
      drawRight(page, value, right, factY, {
        size: 10,
        font: label === labels.number ? fonts.bold : fonts.regular,
      });
      drawRight(page, `${label}:`, right - 130, factY, { size: 9, font: fonts.regular, color: MUTED });
      factY -= 14;
    }
    for (const line of issuerLines) {
      drawLeft(page, line, MARGIN, y, { size: 9, font: fonts.regular, color: MUTED, maxWidth: 260 });
      y -= 12;
    }
    y = Math.min(y, factY) - 14;

    page.drawRectangle({ x: MARGIN, y: y - 70, width: 280, height: 78, borderColor: RULE, borderWidth: 1 });
    drawLeft(page, labels.billTo.toUpperCase(), MARGIN + 10, y - 8, {
      size: 8,
      font: fonts.bold,
      color: MUTED,
    });
    let billY = y - 22;
    const billLines = [
      invoice.billTo.fiscalId ? `${labels.fiscalId}: ${invoice.billTo.fiscalId}` : null,
      ...invoice.billTo.addressLines,
    ].filter((line): line is string => line !== null);
    drawLeft(page, invoice.billTo.name, MARGIN + 10, billY, { size: 11, font: fonts.bold, maxWidth: 260 });
    for (const line of billLines.slice(0, 3)) {
      billY -= 12;
      drawLeft(page, line, MARGIN + 10, billY, { size: 9, font: fonts.regular, maxWidth: 260 });
    }
    y -= 84;
    if (invoice.originalInvoiceNumber) {
      drawLeft(page, fillEmailText(labels.rectifies, { number: invoice.originalInvoiceNumber }), MARGIN, y, {
        size: 10,
        font: fonts.bold,
        color: PRIMARY,
      });
      y -= 18;
    }
    return y;
  }

  function drawTableHead(page: PDFPage, y: number): number {
    page.drawRectangle({ x: MARGIN, y: y - 6, width: right - MARGIN, height: ROW_HEIGHT, color: BAND });
    const head = { size: 8.5, font: fonts.bold, color: MUTED };
    drawLeft(page, labels.concept.toUpperCase(), columns.concept, y, head);
    drawRight(page, labels.base.toUpperCase(), columns.base, y, head);
    drawRight(page, taxLabel.toUpperCase(), columns.tax, y, head);
    drawRight(page, labels.amount.toUpperCase(), columns.amount, y, head);
    return y - ROW_HEIGHT - 2;
  }

  const firstPage = pdf.addPage(PAGE);
  const firstTableY = drawHeader(firstPage) - 8;
  const capacityOf = (top: number) => Math.floor((top - ROW_HEIGHT - 2 - MARGIN - FOOTER_Y) / ROW_HEIGHT);
  const pagesOfRows = paginate(invoice.lines, capacityOf(firstTableY), capacityOf(height - MARGIN - 20));

  let page = firstPage;
  let y = firstTableY;
  const pages: PDFPage[] = [];
  pagesOfRows.forEach((rows, index) => {
    if (index > 0) {
      page = pdf.addPage(PAGE);
      page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: PRIMARY });
      drawLeft(page, `${title} ${invoice.number}`, MARGIN, height - MARGIN, { size: 11, font: fonts.bold });
      y = height - MARGIN - 20;
    }
    pages.push(page);
    y = drawTableHead(page, y);
    for (const line of rows) {
      const row = { size: TABLE_FONT_SIZE, font: fonts.regular };
      drawLeft(page, line.concept, columns.concept, y, {
        ...row,
        maxWidth: columns.base - columns.concept - 90,
      });
      drawRight(page, money(line.amountCents), columns.base, y, row);
      drawRight(page, money(line.taxCents), columns.tax, y, row);
      drawRight(page, money(line.amountCents + line.taxCents), columns.amount, y, row);
      page.drawLine({
        start: { x: MARGIN, y: y - 6 },
        end: { x: right, y: y - 6 },
        thickness: 0.5,
        color: RULE,
      });
      y -= ROW_HEIGHT;
    }
  });

  // Totals under the last rows of the last page.
  y -= 8;
  const totals: [string, number, boolean][] = [
    [labels.base, invoice.baseCents, false],
    [taxLabel, invoice.taxCents, false],
    [labels.total, invoice.totalCents, true],
  ];
  for (const [label, cents, strong] of totals) {
    if (strong) {
      page.drawRectangle({ x: right - 230, y: y - 7, width: 230, height: 22, color: BAND });
    }
    const font = strong ? fonts.bold : fonts.regular;
    drawRight(page, label, columns.tax, y, { size: strong ? 12 : 10, font, color: strong ? INK : MUTED });
    drawRight(page, money(cents), columns.amount, y, { size: strong ? 12 : 10, font });
    y -= strong ? 26 : 16;
  }

  pages.forEach((each, index) => {
    drawLeft(each, invoice.issuer.name, MARGIN, FOOTER_Y, { size: 8, font: fonts.regular, color: MUTED });
    drawRight(
      each,
      fillEmailText(labels.page, { page: String(index + 1), pages: String(pages.length) }),
      right,
      FOOTER_Y,
      { size: 8, font: fonts.regular, color: MUTED },
    );
  });

  return pdf.save();
}
