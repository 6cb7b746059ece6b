export { importPostsCsv } from './import-posts-csv';
export { exportPostsCsv } from './export-posts-csv';
