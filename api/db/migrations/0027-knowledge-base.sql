-- The brand's knowledge base: articles in Markdown, each with a default language and optional translations.
-- channel_id is the brand's own top channel: admins standing there (or above it) write the articles, every staff
-- member of the brand reads them. search_text is every version's title and body in lower case without accents,
-- written by the api with each save, so a plain-word search is one LIKE per word on both engines.

create table knowledge_base_articles (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id) on delete cascade,
  channel_id text not null references channels (id) on delete cascade,
  category text not null
    check (category in ('PROCEDURES', 'PRODUCTS', 'PORTABILITY', 'BUSINESS_RULES', 'BILLING', 'TECHNICAL')),
  default_language text not null check (default_language in ('es', 'ca', 'en', 'br')),
  title text not null check (length(title) between 1 and 160),
  body text not null check (length(body) between 1 and 8000),
  search_text text not null,
  created_by text not null,
  updated_by text not null,
  created_at timestamptz(3) not null,
  updated_at timestamptz(3) not null
);

create index knowledge_base_articles_brand_idx on knowledge_base_articles (brand_id, category);
create index knowledge_base_articles_channel_idx on knowledge_base_articles (channel_id);

create table knowledge_base_translations (
  article_id uuid not null references knowledge_base_articles (id) on delete cascade,
  language text not null check (language in ('es', 'ca', 'en', 'br')),
  title text not null check (length(title) between 1 and 160),
  body text not null check (length(body) between 1 and 8000),
  primary key (article_id, language)
);
