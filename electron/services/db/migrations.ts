import type { DatabaseSync } from 'node:sqlite'

/** One schema step. `up` runs inside the migration's transaction; never edit a released step, add one. */
export interface Migration {
  version: number
  name: string
  up(db: DatabaseSync): void
}

/**
 * The schema, step by step. `PRAGMA user_version` records the last step applied.
 * v1: chat history (conversations, messages, full-text index). v2: the usage cache.
 * v3: composer drafts (per conversation, and the start panel's). v4: the search index with prefixes.
 * v5: balance readings over time (#25).
 * v6: the answer ledger (columns on messages, #26).
 * v7: blind-compare votes, the prompt library and batches (#27).
 * v8: the ledger's covering index (#26). v9: each answer's cost record and why it ended (#33).
 * v10: branches, imported conversations and their sources (#34).
 * v11: blind kept per compare run (#39). v12: projects (with their budgets) and tags on conversations (#35).
 * v13: what the app learns of models' context windows, and a conversation continued from another (#36).
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'chat history',
    up(db) {
      db.exec(`
        CREATE TABLE conversations (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          kind TEXT NOT NULL DEFAULT 'chat' CHECK (kind IN ('chat', 'compare')),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          params TEXT NOT NULL,
          compare_models TEXT NOT NULL DEFAULT '[]',
          message_count INTEGER NOT NULL DEFAULT 0,
          preview TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX conversations_by_update ON conversations (updated_at DESC, id DESC);

        CREATE TABLE messages (
          id TEXT PRIMARY KEY,
          conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
          content TEXT NOT NULL,
          created_at TEXT NOT NULL,
          model TEXT,
          status TEXT NOT NULL,
          usage TEXT,
          error TEXT,
          incomplete_reason TEXT,
          metrics TEXT,
          continued INTEGER NOT NULL DEFAULT 0,
          column_index INTEGER
        );
        CREATE INDEX messages_by_conversation ON messages (conversation_id, position);

        CREATE VIRTUAL TABLE messages_fts USING fts5 (
          content, content = 'messages', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
          INSERT INTO messages_fts (rowid, content) VALUES (new.rowid, new.content);
        END;
        CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
          INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
        END;
        CREATE TRIGGER messages_fts_update AFTER UPDATE OF content ON messages BEGIN
          INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
          INSERT INTO messages_fts (rowid, content) VALUES (new.rowid, new.content);
        END;

        CREATE VIRTUAL TABLE conversations_fts USING fts5 (
          title, content = 'conversations', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER conversations_fts_insert AFTER INSERT ON conversations BEGIN
          INSERT INTO conversations_fts (rowid, title) VALUES (new.rowid, new.title);
        END;
        CREATE TRIGGER conversations_fts_delete AFTER DELETE ON conversations BEGIN
          INSERT INTO conversations_fts (conversations_fts, rowid, title) VALUES ('delete', old.rowid, old.title);
        END;
        CREATE TRIGGER conversations_fts_update AFTER UPDATE OF title ON conversations BEGIN
          INSERT INTO conversations_fts (conversations_fts, rowid, title) VALUES ('delete', old.rowid, old.title);
          INSERT INTO conversations_fts (rowid, title) VALUES (new.rowid, new.title);
        END;
      `)
    },
  },
  {
    version: 2,
    name: 'usage cache',
    up(db) {
      db.exec(`
        CREATE TABLE usage_meta (
          connection_id TEXT PRIMARY KEY,
          history_start TEXT
        );
        -- One cached usage response: the days [start, end) it covers and what the service said of them.
        CREATE TABLE usage_pages (
          connection_id TEXT NOT NULL,
          start TEXT NOT NULL,
          end TEXT NOT NULL,
          query TEXT NOT NULL,
          etag TEXT,
          total TEXT NOT NULL,
          as_of TEXT NOT NULL,
          fetched_at TEXT NOT NULL,
          checked_at TEXT NOT NULL,
          final INTEGER NOT NULL,
          used_at TEXT NOT NULL,
          PRIMARY KEY (connection_id, start, end)
        );
        CREATE TABLE usage_rows (
          connection_id TEXT NOT NULL,
          page_start TEXT NOT NULL,
          page_end TEXT NOT NULL,
          date TEXT NOT NULL,
          -- NULL for rows of a query without group_by=model.
          model TEXT,
          requests INTEGER NOT NULL,
          input_tokens INTEGER NOT NULL,
          cached_input_tokens INTEGER NOT NULL,
          output_tokens INTEGER NOT NULL,
          cost TEXT NOT NULL,
          FOREIGN KEY (connection_id, page_start, page_end) REFERENCES usage_pages (connection_id, start, end) ON DELETE CASCADE
        );
        CREATE INDEX usage_rows_by_page ON usage_rows (connection_id, page_start, page_end, date);
        CREATE INDEX usage_rows_by_day ON usage_rows (connection_id, date, model);
        -- Each page's rows summed per day (model NULL), and per week (from Monday) or month and model,
        -- written with the page: a view of years of history reads these, not every row.
        -- Money in integer micro-dollars (exact; costs have exactly six places).
        CREATE TABLE usage_sums (
          connection_id TEXT NOT NULL,
          page_start TEXT NOT NULL,
          page_end TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('day', 'week', 'month')),
          date TEXT NOT NULL,
          model TEXT,
          requests INTEGER NOT NULL,
          input_tokens INTEGER NOT NULL,
          cached_input_tokens INTEGER NOT NULL,
          output_tokens INTEGER NOT NULL,
          cost_micros INTEGER NOT NULL,
          FOREIGN KEY (connection_id, page_start, page_end) REFERENCES usage_pages (connection_id, start, end) ON DELETE CASCADE
        );
        CREATE INDEX usage_sums_by_page ON usage_sums (connection_id, page_start, page_end, kind);
      `)
    },
  },
  {
    version: 3,
    name: 'drafts',
    up(db) {
      db.exec(`
        -- Unsent composer text: key is a conversation ID, or the start panel's key. No row = no draft.
        CREATE TABLE drafts (
          key TEXT PRIMARY KEY,
          text TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        -- A deleted conversation takes its draft with it (the start panel's key is no conversation).
        CREATE TRIGGER drafts_of_deleted_conversation AFTER DELETE ON conversations BEGIN
          DELETE FROM drafts WHERE key = old.id;
        END;
      `)
    },
  },
  {
    // #13. Without a prefix index FTS5 expands a short prefix ("k*", "the*") into every term it
    // starts and merges all their lists before the first row: seconds over 200,000 messages. With
    // 2- and 3-character prefixes indexed, typing stays fast. The tables are rebuilt from their
    // content tables (the triggers of v1 keep them in step as before).
    version: 4,
    name: 'search prefix index, streaming answers index',
    up(db) {
      db.exec(`
        DROP TABLE messages_fts;
        CREATE VIRTUAL TABLE messages_fts USING fts5 (
          content, content = 'messages', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        );
        INSERT INTO messages_fts (messages_fts) VALUES ('rebuild');
        DROP TABLE conversations_fts;
        CREATE VIRTUAL TABLE conversations_fts USING fts5 (
          title, content = 'conversations', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        );
        INSERT INTO conversations_fts (conversations_fts) VALUES ('rebuild');
        -- Startup marks answers left streaming as interrupted: through this index that touches
        -- only those rows, not a scan of every message (hundreds of MB with 10,000 chats).
        CREATE INDEX messages_streaming ON messages (conversation_id) WHERE status = 'streaming';
      `)
    },
  },
  {
    // #25: the balance over time, per service account. Money in integer micro-dollars (exact);
    // `at` in epoch milliseconds. Old rows are thinned (shared/guard/readings.ts THINNING).
    version: 5,
    name: 'balance history',
    up(db) {
      db.exec(`
        CREATE TABLE balance_readings (
          connection_id TEXT NOT NULL,
          at INTEGER NOT NULL,
          balance_micros INTEGER NOT NULL,
          paid_micros INTEGER NOT NULL,
          promo_micros INTEGER NOT NULL,
          held_micros INTEGER NOT NULL,
          debt_micros INTEGER NOT NULL,
          allowance_micros INTEGER,
          PRIMARY KEY (connection_id, at)
        ) WITHOUT ROWID;
      `)
    },
  },
  {
    // #26. The answer ledger reuses the messages table (no second copy of the text): which account
    // paid, the UTC day the request started (the day the service bills it on), the tokens counted
    // here when the stream reported none, and the estimate the answer was shown with.
    version: 6,
    name: 'answer ledger',
    up(db) {
      db.exec(`
        ALTER TABLE messages ADD COLUMN account_id TEXT;
        ALTER TABLE messages ADD COLUMN usage_day TEXT;
        ALTER TABLE messages ADD COLUMN counted TEXT;
        ALTER TABLE messages ADD COLUMN estimate TEXT;
        CREATE INDEX messages_by_account_day ON messages (account_id, usage_day) WHERE account_id IS NOT NULL;
      `)
    },
  },
  {
    // #27. A vote keeps its own copy of the prompt and of each column's model and figures, so the
    // leaderboard needs no conversation (deleting a compare run keeps the user's verdict on it).
    version: 7,
    name: 'blind compare votes, prompt library, batches',
    up(db) {
      db.exec(`
        CREATE TABLE votes (
          id TEXT PRIMARY KEY,
          conversation_id TEXT NOT NULL UNIQUE,
          prompt TEXT NOT NULL,
          -- JSON arrays: tags (strings); columns ({column, model, ttftMs, tokensPerSec, outputTokens, cost}).
          tags TEXT NOT NULL DEFAULT '[]',
          columns TEXT NOT NULL,
          -- '0'..'3' (the best column), 'tie' or 'all_bad'.
          choice TEXT NOT NULL CHECK (choice IN ('0', '1', '2', '3', 'tie', 'all_bad')),
          created_at TEXT NOT NULL
        );
        CREATE INDEX votes_by_time ON votes (created_at);
        -- The prompt library: saved prompts and system-prompt presets ({{variables}} in body).
        CREATE TABLE prompts (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('prompt', 'system')),
          title TEXT NOT NULL,
          body TEXT NOT NULL,
          tags TEXT NOT NULL DEFAULT '[]',
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX prompts_by_title ON prompts (title COLLATE NOCASE);
        -- Prompt sets run across models: the batch as JSON (its cells point at the rows' compare runs).
        CREATE TABLE batches (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          created_at TEXT NOT NULL,
          data TEXT NOT NULL
        );
        CREATE INDEX batches_by_time ON batches (created_at DESC);
      `)
    },
  },
  {
    // #26. The ledger reads every answer of an account (day, model, tokens, the estimate shown) when it
    // reconciles: from this index alone, never from the rows that hold the answers' text (a covering
    // index halves that read on a 100,000-answer history). It replaces migration 6's (account, day) index.
    version: 8,
    name: 'answer ledger covering index',
    up(db) {
      db.exec(`
        CREATE INDEX messages_ledger ON messages (account_id, usage_day, role, model, id, usage, counted, estimate) WHERE account_id IS NOT NULL;
        DROP INDEX messages_by_account_day;
      `)
    },
  },
  {
    // #33. The one cost record of each answer (tokens counted here or billed, and their cost), made by the
    // answer runner at the answer's end, and why the answer ended (a cap, the user, the app closing…).
    version: 9,
    name: 'answer cost record and end reason',
    up(db) {
      // Answers from before: their record from what the ledger kept (the stream's tokens, else those
      // counted here, and the estimate shown), and their end from their status.
      db.exec(`
        ALTER TABLE messages ADD COLUMN cost TEXT;
        ALTER TABLE messages ADD COLUMN end_reason TEXT;
        UPDATE messages SET cost = json_object(
            'source', 'billed',
            'inputTokens', json_extract(usage, '$.inputTokens'),
            'cachedInputTokens', json_extract(usage, '$.cachedInputTokens'),
            'outputTokens', json_extract(usage, '$.outputTokens'),
            'cost', estimate,
            'fromBill', json('false'))
          WHERE role = 'assistant' AND json_valid(usage)
            AND json_type(usage, '$.inputTokens') = 'integer' AND json_type(usage, '$.cachedInputTokens') = 'integer' AND json_type(usage, '$.outputTokens') = 'integer';
        UPDATE messages SET cost = json_object(
            'source', 'counted',
            'inputTokens', json_extract(counted, '$.input'),
            'cachedInputTokens', 0,
            'outputTokens', json_extract(counted, '$.output'),
            'cost', estimate,
            'fromBill', json('false'))
          WHERE role = 'assistant' AND cost IS NULL AND json_valid(counted)
            AND json_type(counted, '$.input') = 'integer' AND json_type(counted, '$.output') = 'integer';
        UPDATE messages SET end_reason = CASE status
            WHEN 'complete' THEN 'finished'
            WHEN 'incomplete' THEN 'incomplete'
            WHEN 'error' THEN 'error'
            WHEN 'stopped' THEN CASE WHEN json_extract(metrics, '$.stoppedAtCap') IS NOT NULL THEN 'answer-cap' ELSE 'user' END
          END
          WHERE role = 'assistant' AND status != 'streaming';
      `)
    },
  },
  {
    // #34. Branches: every message names the message before it on its branch (`parent_id`, NULL for a
    // first message); the branch shown is the messages with `on_path` = 1, in `position` order (a
    // message's position is its depth, so every branch of a conversation shares its prefix's
    // positions). Messages of other branches stay in `messages` (search, the ledger and per-model
    // figures see every answer once) with `on_path` = 0, found through a partial index that costs
    // nothing for ordinary messages. A path message inserted without a parent gets the path's
    // previous message as its parent (the trigger), so the chat's writers need not know of branches.
    // Imports: `imported` marks messages brought from another app (their cost was not spent here);
    // `conversation_sources` remembers where an imported conversation came from (source + source id:
    // importing again adds nothing), `imports` each import and what it did.
    version: 10,
    name: 'branches and imports',
    up(db) {
      db.exec(`
        ALTER TABLE messages ADD COLUMN parent_id TEXT;
        ALTER TABLE messages ADD COLUMN on_path INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE messages ADD COLUMN imported INTEGER NOT NULL DEFAULT 0;
        UPDATE messages SET parent_id = (
          SELECT p.id FROM messages p WHERE p.conversation_id = messages.conversation_id AND p.position = messages.position - 1
        ) WHERE position > 0;
        CREATE INDEX messages_off_path ON messages (conversation_id, parent_id) WHERE on_path = 0;
        CREATE TRIGGER messages_parent_on_path AFTER INSERT ON messages WHEN new.parent_id IS NULL AND new.position > 0 AND new.on_path = 1 BEGIN
          UPDATE messages SET parent_id = (
            SELECT p.id FROM messages p WHERE p.conversation_id = new.conversation_id AND p.on_path = 1 AND p.position = new.position - 1
          ) WHERE rowid = new.rowid;
        END;

        CREATE TABLE imports (
          id TEXT PRIMARY KEY,
          source TEXT,
          file_name TEXT NOT NULL,
          started_at TEXT NOT NULL,
          finished_at TEXT,
          status TEXT NOT NULL CHECK (status IN ('running', 'done', 'cancelled', 'failed')),
          -- JSON: the ImportSummary shown when it ended.
          summary TEXT
        );
        CREATE TABLE conversation_sources (
          conversation_id TEXT PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
          source TEXT NOT NULL,
          source_id TEXT NOT NULL,
          source_created_at TEXT,
          source_updated_at TEXT,
          -- How many messages the source had when last imported (a newer export that grew adds the rest).
          source_messages INTEGER NOT NULL,
          -- The leaf shown when last imported: a conversation not continued here follows a newer export's.
          source_leaf TEXT,
          import_id TEXT NOT NULL,
          last_import_id TEXT NOT NULL,
          imported_at TEXT NOT NULL,
          -- JSON {input, output, answers}: tokens counted here over every branch (filled when first asked).
          tokens TEXT,
          UNIQUE (source, source_id)
        );
        CREATE INDEX conversation_sources_by_import ON conversation_sources (import_id);
      `)
    },
  },
  {
    // #39: blind is a property of a compare run, chosen when it starts and kept (it was one switch for
    // every run). Runs voted on before were blind when voted; the others (batch rows included) are not.
    version: 11,
    name: 'blind compare runs',
    up(db) {
      db.exec(`
        ALTER TABLE conversations ADD COLUMN blind INTEGER NOT NULL DEFAULT 0;
        UPDATE conversations SET blind = 1 WHERE kind = 'compare' AND id IN (SELECT conversation_id FROM votes);
      `)
    },
  },
  {
    // #35. Projects and tags: a conversation (chat, compare run, a batch's row) belongs to at most one
    // project and carries tags (a JSON array of strings); its answers inherit them when read. A project's
    // budgets and cap are JSON ({daily, monthly, cap, setAt}: money strings or null). Deleting a project
    // leaves its conversations without one.
    version: 12,
    name: 'projects and tags',
    up(db) {
      db.exec(`
        CREATE TABLE projects (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL UNIQUE COLLATE NOCASE,
          created_at TEXT NOT NULL,
          budget TEXT
        );
        ALTER TABLE conversations ADD COLUMN project_id TEXT REFERENCES projects (id) ON DELETE SET NULL;
        ALTER TABLE conversations ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
        CREATE INDEX conversations_by_project ON conversations (project_id) WHERE project_id IS NOT NULL;
      `)
    },
  },
  {
    // #36. The service's model list names no context window (the spec shows no field beyond `id`): what
    // is learnt per account and model is kept here (the largest input that ran, the smallest refused with
    // `context_length_exceeded`, the limit a refusal stated), filled at once from the answers so far (a
    // continued answer's record holds two requests: left out). `conversation_links`: a conversation
    // continued from another with a summary (its title kept, should the old one be deleted).
    version: 13,
    name: 'context windows learnt, conversations continued with a summary',
    up(db) {
      db.exec(`
        CREATE TABLE model_context (
          account_id TEXT NOT NULL,
          model TEXT NOT NULL,
          fits_up_to INTEGER,
          refused_from INTEGER,
          stated INTEGER,
          PRIMARY KEY (account_id, model)
        ) WITHOUT ROWID;
        INSERT INTO model_context (account_id, model, fits_up_to)
          SELECT account_id, model, max(json_extract(cost, '$.inputTokens')) FROM messages
          WHERE account_id IS NOT NULL AND role = 'assistant' AND model IS NOT NULL AND continued = 0
            AND json_valid(cost) AND json_type(cost, '$.inputTokens') = 'integer'
          GROUP BY account_id, model;
        CREATE TABLE conversation_links (
          conversation_id TEXT PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
          from_id TEXT NOT NULL,
          from_title TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX conversation_links_by_from ON conversation_links (from_id);
      `)
    },
  },
  {
    // #36. What if reads every answer of a range with its cost record (the last 30 days: ~7,000 answers of a
    // 10k-chat history), the picker and the spike finder their costs: from this index alone, never from
    // the rows that hold the answers' text (half the read). Only answers with a record are in it.
    version: 14,
    name: 'answer cost records by account and day',
    up(db) {
      db.exec(`
        CREATE INDEX messages_costs ON messages (account_id, usage_day, role, model, cost)
          WHERE account_id IS NOT NULL AND role = 'assistant' AND cost IS NOT NULL;
      `)
    },
  },
  {
    // #35. The answer ledger's reconciliation kept on disk and brought up to date per change, so no read
    // after a start reconciles the whole history again. `ledger_cells`: each UTC day and model with an app
    // answer, reconciled (the wire's day, its answers' costs, the relative errors of an exact day's
    // estimates). `ledger_dirty`: the cells a change touched since (written by the triggers below, so a
    // deleted conversation, an answer or a usage row reaches it, whatever wrote them). `ledger_state`: the
    // prices and token biases the cells were reconciled at, and the usage version the prices were fitted
    // at. `usage_versions`: per connection, how many usage pages were written or dropped (a version of its
    // usage cache). `price_fits`: each account's fitted prices and the usage version they were fitted at,
    // so a start does not fit years of usage again.
    version: 15,
    name: 'answer ledger kept reconciled, price fits kept',
    up(db) {
      db.exec(`
        CREATE TABLE ledger_cells (
          account_id TEXT NOT NULL,
          day TEXT NOT NULL,
          model TEXT NOT NULL,
          final INTEGER NOT NULL,
          billed INTEGER NOT NULL,
          cell TEXT NOT NULL,
          per_answer TEXT NOT NULL,
          errors TEXT,
          PRIMARY KEY (account_id, day, model)
        ) WITHOUT ROWID;
        CREATE INDEX ledger_cells_pending ON ledger_cells (account_id, day) WHERE final = 0;
        CREATE INDEX ledger_cells_by_model ON ledger_cells (account_id, model);
        CREATE TABLE ledger_dirty (
          id INTEGER PRIMARY KEY,
          account_id TEXT NOT NULL,
          day TEXT NOT NULL,
          model TEXT NOT NULL
        );
        CREATE INDEX ledger_dirty_by_account ON ledger_dirty (account_id, id);
        CREATE TABLE ledger_state (
          account_id TEXT PRIMARY KEY,
          prices TEXT NOT NULL,
          biases TEXT NOT NULL,
          prices_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE usage_versions (
          connection_id TEXT PRIMARY KEY,
          changes INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE price_fits (
          account_id TEXT PRIMARY KEY,
          usage_version INTEGER NOT NULL,
          fit TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TRIGGER ledger_answer_added AFTER INSERT ON messages
          WHEN NEW.account_id IS NOT NULL AND NEW.usage_day IS NOT NULL
          BEGIN INSERT INTO ledger_dirty (account_id, day, model) VALUES (NEW.account_id, NEW.usage_day, coalesce(NEW.model, '')); END;
        CREATE TRIGGER ledger_answer_changed AFTER UPDATE OF account_id, usage_day, model, role, usage, counted, estimate ON messages
          WHEN (OLD.account_id IS NOT NULL AND OLD.usage_day IS NOT NULL) OR (NEW.account_id IS NOT NULL AND NEW.usage_day IS NOT NULL)
          BEGIN
            INSERT INTO ledger_dirty (account_id, day, model)
              SELECT OLD.account_id, OLD.usage_day, coalesce(OLD.model, '') WHERE OLD.account_id IS NOT NULL AND OLD.usage_day IS NOT NULL;
            INSERT INTO ledger_dirty (account_id, day, model)
              SELECT NEW.account_id, NEW.usage_day, coalesce(NEW.model, '') WHERE NEW.account_id IS NOT NULL AND NEW.usage_day IS NOT NULL;
          END;
        CREATE TRIGGER ledger_answer_deleted AFTER DELETE ON messages
          WHEN OLD.account_id IS NOT NULL AND OLD.usage_day IS NOT NULL
          BEGIN INSERT INTO ledger_dirty (account_id, day, model) VALUES (OLD.account_id, OLD.usage_day, coalesce(OLD.model, '')); END;
        CREATE TRIGGER ledger_bill_added AFTER INSERT ON usage_rows
          WHEN NEW.model IS NOT NULL AND EXISTS (SELECT 1 FROM messages WHERE account_id = NEW.connection_id AND usage_day = NEW.date AND role = 'assistant' AND model = NEW.model)
          BEGIN INSERT INTO ledger_dirty (account_id, day, model) VALUES (NEW.connection_id, NEW.date, NEW.model); END;
        CREATE TRIGGER ledger_bill_changed AFTER UPDATE ON usage_rows
          WHEN NEW.model IS NOT NULL AND EXISTS (SELECT 1 FROM messages WHERE account_id = NEW.connection_id AND usage_day = NEW.date AND role = 'assistant' AND model = NEW.model)
          BEGIN INSERT INTO ledger_dirty (account_id, day, model) VALUES (NEW.connection_id, NEW.date, NEW.model); END;
        CREATE TRIGGER ledger_bill_dropped AFTER DELETE ON usage_rows
          WHEN OLD.model IS NOT NULL AND EXISTS (SELECT 1 FROM messages WHERE account_id = OLD.connection_id AND usage_day = OLD.date AND role = 'assistant' AND model = OLD.model)
          BEGIN INSERT INTO ledger_dirty (account_id, day, model) VALUES (OLD.connection_id, OLD.date, OLD.model); END;
        CREATE TRIGGER usage_page_added AFTER INSERT ON usage_pages
          BEGIN
            INSERT OR IGNORE INTO usage_versions (connection_id, changes) VALUES (NEW.connection_id, 0);
            UPDATE usage_versions SET changes = changes + 1 WHERE connection_id = NEW.connection_id;
          END;
        CREATE TRIGGER usage_page_dropped AFTER DELETE ON usage_pages
          BEGIN
            INSERT OR IGNORE INTO usage_versions (connection_id, changes) VALUES (OLD.connection_id, 0);
            UPDATE usage_versions SET changes = changes + 1 WHERE connection_id = OLD.connection_id;
          END;
      `)
    },
  },
]

export const SCHEMA_VERSION = migrations.at(-1)?.version ?? 0
