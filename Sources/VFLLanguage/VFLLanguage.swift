// The VFL front end: lex → parse → resolve → lower. See docs/Language.md.
