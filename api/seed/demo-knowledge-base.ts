import type { Kysely } from 'kysely';
import type { KnowledgeBaseArticleBody } from '../../schema/rest/knowledge-base';
import type { Database } from '../db/database-schema';
import { searchTextOf } from '../knowledge-base/search-text';

type DemoArticle = KnowledgeBaseArticleBody & { id: string; brandId: string };

const demoArticleId = (n: number) => `0b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the demo articles, so tests can name them. */
export const DEMO_KNOWLEDGE_BASE_ARTICLES = {
  portability: demoArticleId(1),
  businessHours: demoArticleId(2),
  fibreSheet: demoArticleId(3),
  taxes: demoArticleId(4),
  ontReset: demoArticleId(5),
  velaPortability: demoArticleId(6),
  nimbusFibre: demoArticleId(7),
} as const;

const PORTABILITY_ES = `Una portabilidad trae a la marca una línea que hoy está en otro operador, **con el mismo número**.

## Antes de empezar

- El titular de la línea debe ser el cliente del alta (mismo DNI, NIE o CIF).
- Ten a mano el **ICC** de la SIM nueva (19 dígitos) y el operador donante.
- En una línea de prepago, pide también el ICC de la SIM actual.

## Pasos

1. Abre el alta nueva (\`g n\`) y elige la tarifa móvil.
2. En la línea, marca *Portabilidad* y escribe el número y el operador donante.
3. Firma el contrato y lanza el pedido.

La ventana de cambio la fija el operador donante. Mientras la portabilidad está en *INITIATED* puedes cancelarla
desde la cola de portabilidades, dentro del horario hábil (ver «Horario hábil para portabilidades»).`;

const PORTABILITY_CA = `Una portabilitat porta a la marca una línia que avui és en un altre operador, **amb el mateix número**.

## Abans de començar

- El titular de la línia ha de ser el client de l'alta (mateix DNI, NIE o CIF).
- Tingues a mà l'**ICC** de la SIM nova (19 dígits) i l'operador donant.

## Passos

1. Obre l'alta nova (\`g n\`) i tria la tarifa mòbil.
2. A la línia, marca *Portabilitat* i escriu el número i l'operador donant.
3. Signa el contracte i llança la comanda.`;

const PORTABILITY_EN = `A portability brings a line that is with another operator today to the brand, **keeping its number**.

## Before you start

- The line's holder must be the signup's customer (same DNI, NIE or CIF).
- Have the new SIM's **ICC** (19 digits) and the donor operator at hand.

## Steps

1. Open a new signup (\`g n\`) and choose the mobile tariff.
2. On the line, tick *Portability* and type the number and the donor operator.
3. Sign the contract and launch the order.`;

const HOURS_ES = `Cancelar o relanzar una portabilidad solo se puede hacer en **horario hábil**:

- de **lunes a viernes**,
- de **09:00 a 20:00**, hora peninsular (Madrid),
- excepto los **festivos** nacionales y de Madrid.

Fuera de ese horario la consola rechaza la acción y lo explica; vuelve a intentarlo en el siguiente periodo hábil.
Una portabilidad confirmada solo se cancela antes de su ventana de cambio.`;

const HOURS_CA = `Cancel·lar o rellançar una portabilitat només es pot fer en **horari hàbil**:

- de **dilluns a divendres**,
- de **09:00 a 20:00**, hora peninsular (Madrid),
- excepte els **festius** nacionals i de Madrid.

Fora d'aquest horari la consola rebutja l'acció i ho explica.`;

const HOURS_EN = `A portability can only be cancelled or relaunched during **business hours**:

- **Monday to Friday**,
- **09:00 to 20:00** peninsular (Madrid) time,
- except national and Madrid **holidays**.

Outside those hours the console refuses the action and says why.`;

const FIBRE_SHEET_ES = `## Fibra 1 Gbps

Velocidad simétrica de **1 Gbps**, router wifi 6 incluido e instalación gratuita.

- Permanencia: 12 meses.
- Instalación: la agenda el técnico en la ventana que elija el cliente.
- Compatible con la línea móvil convergente (descuento en la cuota).

> Comprueba siempre la cobertura de la dirección antes del alta (\`Cobertura\` en el menú).`;

const FIBRE_SHEET_EN = `## 1 Gbps fibre

Symmetric **1 Gbps**, wifi 6 router included and free installation.

- Commitment: 12 months.
- Installation: the technician books it in the window the customer chooses.

> Always check the address's coverage before the signup (\`Coverage\` in the menu).`;

const TAXES_ES = `El impuesto de una factura depende del **código postal** del cliente:

- **IVA 21 %** en la península y Baleares.
- **IGIC 7 %** en Canarias (códigos 35 y 38).
- **IPSI 10 %** en Ceuta (51) y **IPSI 8 %** en Melilla (52).

Las tarifas del catálogo se guardan sin impuestos; la consola suma el del territorio.`;

const ONT_ES = `Reiniciar la ONT corta el servicio de fibra de **1 a 4 minutos**. Avisa al cliente antes.

1. Abre la línea de fibra.
2. Elige *Reiniciar ONT* en la paleta (\`Ctrl K\`) o en el menú de acciones.
3. Espera a que la línea vuelva a *ACTIVE*.`;

const VELA_ES = `Vela Movil acepta portabilidades de prepago y de contrato. Pide siempre el ICC de la SIM nueva.`;
const NIMBUS_ES = `Las altas de Nimbus Fibra necesitan la cobertura comprobada y la cita de instalación.`;

/** A few Spanish articles per brand, some translated into Catalan and English (the demo of /knowledgeBase). */
const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.portability,
    brandId: '2020001',
    category: 'PORTABILITY',
    defaultLanguage: 'es',
    title: 'Cómo tramitar una portabilidad móvil',
    body: PORTABILITY_ES,
    translations: [
      { language: 'ca', title: 'Com tramitar una portabilitat mòbil', body: PORTABILITY_CA },
      { language: 'en', title: 'How to request a mobile portability', body: PORTABILITY_EN },
    ],
  },
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.businessHours,
    brandId: '2020001',
    category: 'BUSINESS_RULES',
    defaultLanguage: 'es',
    title: 'Horario hábil para portabilidades',
    body: HOURS_ES,
    translations: [
      { language: 'ca', title: 'Horari hàbil per a portabilitats', body: HOURS_CA },
      { language: 'en', title: 'Business hours for portabilities', body: HOURS_EN },
    ],
  },
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.fibreSheet,
    brandId: '2020001',
    category: 'PRODUCTS',
    defaultLanguage: 'es',
    title: 'Ficha de producto: Fibra 1 Gbps',
    body: FIBRE_SHEET_ES,
    translations: [{ language: 'en', title: 'Product sheet: 1 Gbps fibre', body: FIBRE_SHEET_EN }],
  },
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.taxes,
    brandId: '2020001',
    category: 'BILLING',
    defaultLanguage: 'es',
    title: 'Impuestos de la factura por territorio',
    body: TAXES_ES,
    translations: [],
  },
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.ontReset,
    brandId: '2020001',
    category: 'TECHNICAL',
    defaultLanguage: 'es',
    title: 'Reiniciar la ONT de una fibra',
    body: ONT_ES,
    translations: [],
  },
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.velaPortability,
    brandId: '1450002',
    category: 'PORTABILITY',
    defaultLanguage: 'es',
    title: 'Portabilidades en Vela Movil',
    body: VELA_ES,
    translations: [],
  },
  {
    id: DEMO_KNOWLEDGE_BASE_ARTICLES.nimbusFibre,
    brandId: '3000003',
    category: 'PROCEDURES',
    defaultLanguage: 'es',
    title: 'Altas de fibra en Nimbus',
    body: NIMBUS_ES,
    translations: [],
  },
];

const WRITTEN_AT = new Date('2025-10-01T08:00:00.000Z');
const WRITER: Readonly<Record<string, string>> = {
  '2020001': 'admin@demo.test',
  '1450002': 'operator@demo.test',
  '3000003': 'admin@nimbus.test',
};

/** The demo articles, written by each brand's admin (Vela Movil has none: the operator) at a fixed instant. */
export async function seedDemoKnowledgeBase(db: Kysely<Database>): Promise<number> {
  for (const article of DEMO_ARTICLES) {
    await db
      .insertInto('knowledge_base_articles')
      .values({
        id: article.id,
        brand_id: article.brandId,
        // Each demo brand's top channel has the brand's id.
        channel_id: article.brandId,
        category: article.category,
        default_language: article.defaultLanguage,
        title: article.title,
        body: article.body,
        search_text: searchTextOf([article, ...article.translations]),
        created_by: WRITER[article.brandId] ?? 'operator@demo.test',
        updated_by: WRITER[article.brandId] ?? 'operator@demo.test',
        created_at: WRITTEN_AT,
        updated_at: WRITTEN_AT,
      })
      .execute();
    if (article.translations.length > 0) {
      await db
        .insertInto('knowledge_base_translations')
        .values(article.translations.map((translation) => ({ article_id: article.id, ...translation })))
        .execute();
    }
  }
  return DEMO_ARTICLES.length;
}
