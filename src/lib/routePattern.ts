// The path patterns the route table builds its rules with (src/app/routes/routeTable.ts). Apart from
// src/lib/route.ts, which the shell needs on every page: the matcher is the route table's own
// code, so it stays in the table's lazy chunk and out of the first load of "/".
import type { Params } from './route';

/**
 * A matcher for a path pattern with named parts (`/user/:user/albums`), each part decoded. With
 * `convert`, the route checks and types its parts; null from it means the path is not this route
 * (a malformed id falls through to the not-found page).
 */
export function pattern(source: string): (path: string) => Params | null;
export function pattern<P extends object>(source: string, convert: (raw: Params) => P | null): (path: string) => P | null;
export function pattern(source: string, convert: (raw: Params) => object | null = (raw) => raw): (path: string) => object | null {
  const names: string[] = [];
  const regex = new RegExp(
    '^' +
      source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)(\\\?)?/g, (_m, name: string, optional?: string) => {
        names.push(name);
        return optional ? '([^/]*)' : '([^/]+)';
      }) +
      '/?$',
  );
  return (path) => {
    const found = regex.exec(path);
    if (!found) return null;
    const params: Params = {};
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
    } catch {
      return null; // a malformed escape (/user/%/albums) matches nothing: the not-found page
    }
    return convert(params);
  };
}
