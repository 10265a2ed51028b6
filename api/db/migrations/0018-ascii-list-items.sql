-- Each line's list JSON (migration 0015) is written in ASCII: every other character as its JSON escape (\u00f3
-- for ó; a pair of escapes above U+FFFF), which JSON reads as the same string. Nearly every line has one (the
-- customer's name, "Móvil" in a product's name), and a text holding any character outside ASCII costs each reader
-- several times as much to decode and encode: the api reading the rows and writing the page, the gateway reading
-- the page (docs/decisions.md, "ASCII list items").
create function json_text_ascii(json_text text) returns text language plpgsql immutable strict as $$
declare
  written text := json_text;
  found text;
  code int;
begin
  -- JSON's own syntax is ASCII, so every character outside it is inside a string, where its escape stands for it.
  for found in select distinct m[1] from regexp_matches(json_text, '([^\x01-\x7f])', 'g') as m loop
    code := ascii(found);
    written := replace(written, found, case
      when code < 65536 then '\u' || lpad(to_hex(code), 4, '0')
      else '\u' || to_hex(55296 + ((code - 65536) >> 10)) || '\u' || to_hex(56320 + ((code - 65536) & 1023))
    end);
  end loop;
  return written;
end
$$;

create or replace function subscriptions_write_list_item() returns trigger language plpgsql as $$
begin
  new.list_item := json_text_ascii(subscription_list_item(new));
  return new;
end
$$;

-- Lines written before this migration, without computing their JSON again: only its characters change.
alter table subscriptions disable trigger subscriptions_list_item;
update subscriptions set list_item = json_text_ascii(list_item) where list_item ~ '[^\x01-\x7f]';
alter table subscriptions enable always trigger subscriptions_list_item;
