-- One full-text index for every public search (issue 17, ADR 0030): formulation names,
-- descriptions, ingredient names and INCI names, and category names, in SQLite FTS5.
-- Triggers keep it in step with every writer (admin edits, bulk drafts, the seed, plain SQL),
-- so no code path can forget it. Drizzle cannot express virtual tables or triggers, hence SQL.

-- Stable integer keys for the index's rows: formulations and categories have text ids, and
-- the implicit rowid of such tables may change on VACUUM.
CREATE TABLE `search_docs` (
  `id` integer PRIMARY KEY,
  `kind` text NOT NULL,
  `ref_id` text NOT NULL
);
CREATE UNIQUE INDEX `search_docs_ref_idx` ON `search_docs` (`kind`, `ref_id`);

-- unicode61 with remove_diacritics 2 folds "Crème" and "creme" alike; prefix indexes keep the
-- as-you-type prefix queries ("nia"*) cheap.
CREATE VIRTUAL TABLE `search_fts` USING fts5(
  name, description, ingredients, category,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Ingredient names and INCI names of a formulation's JSON list; invalid JSON indexes nothing
-- (json_each would otherwise abort the write).
CREATE TRIGGER `formulations_search_insert` AFTER INSERT ON `formulations` BEGIN
  INSERT INTO search_docs (kind, ref_id) VALUES ('formulation', NEW.id);
  INSERT INTO search_fts (rowid, name, description, ingredients, category)
  VALUES (
    (SELECT id FROM search_docs WHERE kind = 'formulation' AND ref_id = NEW.id),
    NEW.name,
    NEW.description,
    (SELECT coalesce(group_concat(coalesce(json_extract(j.value, '$.name'), '') || ' ' || coalesce(json_extract(j.value, '$.inci'), ''), ' '), '')
       FROM json_each(CASE WHEN json_valid(NEW.ingredients) AND json_type(NEW.ingredients) = 'array' THEN NEW.ingredients ELSE '[]' END) AS j),
    coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')
  );
END;

CREATE TRIGGER `formulations_search_update` AFTER UPDATE OF name, description, ingredients, category_id ON `formulations` BEGIN
  UPDATE search_fts SET
    name = NEW.name,
    description = NEW.description,
    ingredients = (SELECT coalesce(group_concat(coalesce(json_extract(j.value, '$.name'), '') || ' ' || coalesce(json_extract(j.value, '$.inci'), ''), ' '), '')
       FROM json_each(CASE WHEN json_valid(NEW.ingredients) AND json_type(NEW.ingredients) = 'array' THEN NEW.ingredients ELSE '[]' END) AS j),
    category = coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')
  WHERE rowid = (SELECT id FROM search_docs WHERE kind = 'formulation' AND ref_id = OLD.id);
END;

CREATE TRIGGER `formulations_search_delete` AFTER DELETE ON `formulations` BEGIN
  DELETE FROM search_fts WHERE rowid = (SELECT id FROM search_docs WHERE kind = 'formulation' AND ref_id = OLD.id);
  DELETE FROM search_docs WHERE kind = 'formulation' AND ref_id = OLD.id;
END;

CREATE TRIGGER `categories_search_insert` AFTER INSERT ON `categories` BEGIN
  INSERT INTO search_docs (kind, ref_id) VALUES ('category', NEW.id);
  INSERT INTO search_fts (rowid, name, description, ingredients, category)
  VALUES ((SELECT id FROM search_docs WHERE kind = 'category' AND ref_id = NEW.id), NEW.name, NEW.description, '', NEW.name);
END;

CREATE TRIGGER `categories_search_update` AFTER UPDATE OF name, description ON `categories` BEGIN
  UPDATE search_fts SET name = NEW.name, description = NEW.description, category = NEW.name
  WHERE rowid = (SELECT id FROM search_docs WHERE kind = 'category' AND ref_id = OLD.id);
END;

-- A renamed category is found under its new name through its formulations too.
CREATE TRIGGER `categories_search_rename` AFTER UPDATE OF name ON `categories` WHEN OLD.name IS NOT NEW.name BEGIN
  UPDATE search_fts SET category = NEW.name
  WHERE rowid IN (
    SELECT d.id FROM search_docs d JOIN formulations f ON f.id = d.ref_id
    WHERE d.kind = 'formulation' AND f.category_id = NEW.id
  );
END;

CREATE TRIGGER `categories_search_delete` AFTER DELETE ON `categories` BEGIN
  DELETE FROM search_fts WHERE rowid = (SELECT id FROM search_docs WHERE kind = 'category' AND ref_id = OLD.id);
  DELETE FROM search_docs WHERE kind = 'category' AND ref_id = OLD.id;
END;

-- Rows written before this migration.
INSERT INTO search_docs (kind, ref_id) SELECT 'category', id FROM categories;
INSERT INTO search_docs (kind, ref_id) SELECT 'formulation', id FROM formulations;
INSERT INTO search_fts (rowid, name, description, ingredients, category)
  SELECT d.id, c.name, c.description, '', c.name
  FROM categories c JOIN search_docs d ON d.kind = 'category' AND d.ref_id = c.id;
INSERT INTO search_fts (rowid, name, description, ingredients, category)
  SELECT d.id, f.name, f.description,
    (SELECT coalesce(group_concat(coalesce(json_extract(j.value, '$.name'), '') || ' ' || coalesce(json_extract(j.value, '$.inci'), ''), ' '), '')
       FROM json_each(CASE WHEN json_valid(f.ingredients) AND json_type(f.ingredients) = 'array' THEN f.ingredients ELSE '[]' END) AS j),
    coalesce((SELECT name FROM categories WHERE id = f.category_id), '')
  FROM formulations f JOIN search_docs d ON d.kind = 'formulation' AND d.ref_id = f.id;
