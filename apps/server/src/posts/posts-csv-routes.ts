import type { FastifyError, FastifyInstance } from 'fastify';
import { keyScope } from '../http/api-key-scope-guard';
import { exportPostsCsv, importPostsCsv } from '@fanout/core/post-csv';
import {
  AppError,
  CSV_IMPORT_MAX_BYTES,
  postCsvExportQuery,
  postCsvImportQuery,
} from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { getActor, requireAuth } from '../http/session-plugin';

export const POSTS_IMPORT_PATH = '/api/posts/import';
export const POSTS_EXPORT_PATH = '/api/posts/export';

const MB = 1024 * 1024;
const TOO_LARGE = `The CSV file is larger than ${CSV_IMPORT_MAX_BYTES / MB} MB, the import's limit`;
const NOT_CSV = 'The body must be the CSV file itself, sent with Content-Type: text/csv';

function refuseUnknown(query: Record<string, unknown>, known: object, takes: string): void {
  const unknown = Object.keys(query).find((key) => !(key in known));
  // An ignored parameter would do something other than asked without a word.
  if (unknown !== undefined) {
    throw new AppError('BAD_REQUEST', `Unknown query parameter "${unknown}": ${takes}`);
  }
}

/**
 * The posts CSV (ADR 0095) as plain routes, since the body and the answer are CSV, not JSON:
 * `POST /api/posts/import[?dryRun=true]` with the file as a `text/csv` body (at most
 * CSV_IMPORT_MAX_BYTES), and `GET /api/posts/export?status=&platform=&from=&to=`. The tRPC twin
 * (`post.importCsv`) takes the text in JSON. Both read and write only the caller's own posts and
 * accounts. A refused import answers 400 with every problem listed, as the dry run does.
 */
export async function registerPostsCsvRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // In this scope only: the CSV as text, any other body kept as bytes to be refused by name.
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: CSV_IMPORT_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES },
      (_request, _body, done) => {
        done(null, null);
      },
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('BAD_REQUEST', TOO_LARGE);
      throw error;
    });

    scope.post(POSTS_IMPORT_PATH, { config: keyScope('posts:write') }, async (request, reply) => {
      const actor = await getActor(request, deps);
      const query = (request.query ?? {}) as Record<string, unknown>;
      refuseUnknown(query, postCsvImportQuery.shape, 'the import takes dryRun');
      const { dryRun } = postCsvImportQuery.parse(query);
      if (typeof request.body !== 'string') throw new AppError('BAD_REQUEST', NOT_CSV);
      const result = await importPostsCsv(deps.core, {
        actor,
        input: { csv: request.body, dryRun },
      });
      if (!dryRun && result.problems.length > 0) {
        const count = result.problems.length;
        return reply.status(400).send({
          message: `The file has ${count} problem${count === 1 ? '' : 's'}; no post was created`,
          ...result,
        });
      }
      return result;
    });
  });

  app.get(POSTS_EXPORT_PATH, { config: keyScope('posts:read') }, async (request, reply) => {
    const { user } = requireAuth(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    refuseUnknown(
      query,
      postCsvExportQuery.shape,
      'the export takes status, platform, from and to',
    );
    const input = postCsvExportQuery.parse(query);
    const { fileName, text } = await exportPostsCsv(deps.core, {
      actor: { userId: user.id },
      input,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
