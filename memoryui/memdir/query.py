"""Turning what a person types into a full-text query, or into silence.

"did we ever settle how staging gets its copy of the database?" is about staging, copy and
database; "great, carry on" is about nothing, and must find nothing rather than the memories
that happen to say "great".
"""

from __future__ import annotations

import re
import unicodedata

# Letters and digits, as the FTS5 unicode61 tokenizer splits them (underscore separates).
TOKEN_RE = re.compile(r"[^\W_]+")

FILLER = frozenset(
    """
    a about above after again against all also am an and any are aren as at be because been
    before being below between both but by can cannot could couldn did didn do does doesn doing
    don down during each ever few for from further had hadn has hasn have haven having he her
    here hers herself him himself his how i if in into is isn it its itself just let me more
    most mustn my myself no nor not now of off on once only or other ought our ours ourselves
    out over own same shan she should shouldn so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was wasn
    we were weren what when where which while who whom why will with won would wouldn you your
    yours yourself yourselves s t d ll m re ve y get gets got getting go goes going gone went
    made make makes making thing things something anything everything stuff way ways still
    already even really quite pretty much many lot lots bit kind sort maybe perhaps actually
    basically probably
    know knew think thought remember recall tell told say said mean means meant wonder
    settle settled settling decide decided decision agree agreed figure figured sort sorted
    anyone someone somebody anybody everyone
    ok okay okey k kk great good nice cool awesome perfect excellent fine alright right sure
    yes yeah yep yup nope nah thanks thank thx ty cheers please pls carry continue proceed
    ahead keep on go done sounds sound lgtm lol haha hah hmm hm huh wow oh ah uh um well hi
    hello hey bye goodbye welcome sorry np again also anyway anyways then
    """.split()
)


def content_terms(text: str) -> list[str]:
    """The words of ``text`` that name a topic, lowercased, in order, without repeats."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    terms: list[str] = []
    for token in TOKEN_RE.findall(folded):
        if token in FILLER or (len(token) < 2 and not token.isdigit()):
            continue
        if token not in terms:
            terms.append(token)
    return terms


def terms_and_prefix(text: str, *, as_you_type: bool = True) -> tuple[list[str], bool]:
    """The topic terms, and whether the last one is probably unfinished (still being typed)."""
    terms = content_terms(text)
    if not terms:
        return [], False
    folded = unicodedata.normalize("NFKC", text).casefold()
    unfinished = as_you_type and folded[-1:].isalnum() and len(terms[-1]) >= 3
    return terms, bool(unfinished and TOKEN_RE.findall(folded)[-1] == terms[-1])


def _expression(
    text: str, quote: str, prefix: str, joins: tuple[str, str], *, as_you_type: bool, every: bool
) -> str | None:
    terms, unfinished = terms_and_prefix(text, as_you_type=as_you_type)
    if not terms:
        return None
    parts = [f"{quote}{term}{quote}" for term in terms]
    if unfinished:
        parts[-1] += prefix
    return joins[every].join(parts)


def fts_expression(text: str, *, as_you_type: bool = True, every: bool = False) -> str | None:
    """An FTS5 MATCH expression ranking any of the terms, or None when there is no topic.

    While typing, the last word is probably unfinished, so it also matches as a prefix.
    ``every`` asks for memories holding all the terms.
    """
    return _expression(text, '"', "*", (" OR ", " AND "), as_you_type=as_you_type, every=every)


def tsquery_expression(text: str, *, as_you_type: bool = True, every: bool = False) -> str | None:
    """The same query for PostgreSQL's ``to_tsquery``: terms are letters and digits only."""
    return _expression(text, "'", ":*", (" | ", " & "), as_you_type=as_you_type, every=every)
