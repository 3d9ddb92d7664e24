"""Parsing what pages are asked: query strings become validated, typed state, once."""

from __future__ import annotations

import json
import re

from django import forms

from memoryui.memdir.files import TYPES
from memoryui.memdir.paths import PathRefused, check_relative
from memoryui.memdir.recall import LOADS
from memoryui.words import load_words

YES_NO = [("", "any"), ("yes", "yes"), ("no", "no")]


class PageForm(forms.Form):
    """``page`` and ``per_page`` of a list twin: default 100, at most 1,000 (DESIGN §7).

    Out-of-range or garbled values fall back instead of invalidating the form: a bad
    ``per_page`` must not silently drop the filters or the question next to it.
    """

    page = forms.CharField(required=False, max_length=12)
    per_page = forms.CharField(required=False, max_length=12)

    @staticmethod
    def _number(value: str, low: int, high: int) -> int | None:
        try:
            return max(low, min(high, int(value)))
        except (TypeError, ValueError):
            return None

    def clean_page(self) -> int | None:
        return self._number(self.cleaned_data.get("page"), 1, 10**9)

    def clean_per_page(self) -> int | None:
        return self._number(self.cleaned_data.get("per_page"), 1, 1000)

    def paging(self, default: int = 100) -> tuple[int, int]:
        data = self.cleaned_data if self.is_valid() else {}
        return data.get("page") or 1, data.get("per_page") or default


class MemoryFilterForm(PageForm):
    type = forms.ChoiceField(choices=[("", "any type"), *[(t, t) for t in TYPES]], required=False)
    status = forms.ChoiceField(
        choices=[("", "any status"), ("active", "active"), ("superseded", "superseded")],
        required=False,
    )
    stale = forms.ChoiceField(choices=YES_NO, required=False)
    recall = forms.ChoiceField(choices=YES_NO, required=False, label="Recallable by description")
    load = forms.ChoiceField(
        choices=[("", "any"), *[(x, load_words(x)) for x in LOADS]],
        required=False,
        label="The agent sees it",
    )
    problems = forms.ChoiceField(
        choices=[("", "with memories"), ("only", "only problem files"), ("hide", "hidden")],
        required=False,
    )
    sort = forms.CharField(required=False, max_length=40)

    def filters(self) -> dict[str, str]:
        if not self.is_valid():
            return {}
        keys = ("type", "status", "stale", "recall", "load", "problems")
        return {k: self.cleaned_data[k] for k in keys if self.cleaned_data.get(k)}


class BelieveForm(PageForm):
    q = forms.CharField(required=False, max_length=500, strip=True, label="What about")


TYPE_CHOICES = [(t, t) for t in TYPES]
MAX_BODY = 1_000_000


def _sha() -> forms.RegexField:
    return forms.RegexField(
        regex=r"^[0-9a-f]{64}$",
        widget=forms.HiddenInput,
        error_messages={"invalid": "The version you started from is missing; reload the page."},
    )


def _text(**kwargs: object) -> forms.CharField:
    """Text posted back exactly: Django strips whitespace unless told not to, which would
    change bytes the operator never touched."""
    return forms.CharField(strip=False, max_length=MAX_BODY, **kwargs)


class MemdirPathField(forms.CharField):
    """A memdir-relative markdown path, refused before the filesystem is touched."""

    def clean(self, value: object) -> str:
        value = super().clean(value).strip()
        try:
            return check_relative(value)
        except PathRefused as exc:
            raise forms.ValidationError(str(exc)) from None


def type_choices(shown: str = "") -> list[tuple[str, str]]:
    """The four types, plus the one the file has when it is none of them (or none at all).

    A select that lacks the file's own value makes the browser post the first option: a body
    edit of a ``type: note`` memory used to write ``type: user`` without anyone asking.
    """
    choices = list(TYPE_CHOICES)
    if shown not in TYPES:
        choices.insert(0, (shown, shown or "— no type —"))
    return choices


class MemoryEditForm(forms.Form):
    # Not stripped: what is posted back unchanged must compare equal to what was shown. Not
    # required: a memory without a name or description is saved without inventing one.
    name = forms.CharField(required=False, max_length=200, strip=False)
    description = forms.CharField(
        required=False,
        max_length=1000,
        strip=False,
        help_text="One line; the agent recalls the file by it. Keep it under 150 characters.",
    )
    type = forms.ChoiceField(choices=TYPE_CHOICES, required=False)
    aliases = forms.CharField(required=False, max_length=1000, help_text="Comma-separated.")
    body = _text(required=False, widget=forms.Textarea(attrs={"rows": 24}))
    base_sha256 = _sha()
    # The version the operator started from, so a conflict can re-apply only their changes.
    base_json = forms.CharField(required=False, strip=False, widget=forms.HiddenInput)
    mark_current = forms.BooleanField(
        required=False, label="Mark as current (sets updated: to today and the file time to now)"
    )

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        shown = self.initial.get("type") if not self.is_bound else (self.base() or {}).get("type")
        self.fields["type"].choices = type_choices(str(shown or ""))

    @classmethod
    def showing(
        cls, fields: dict[str, object], sha: str, base: dict[str, object] | None = None
    ) -> MemoryEditForm:
        """The form as it opens on a file: its fields, and the version it started from."""
        return cls(
            initial={
                **fields,
                "aliases": ", ".join(fields.get("aliases") or []),  # type: ignore[arg-type]
                "base_sha256": sha,
                "base_json": json.dumps(base if base is not None else fields),
            }
        )

    def clean_description(self) -> str:
        value = self.cleaned_data["description"]
        if "\n" in value or "\r" in value:
            raise forms.ValidationError("The description must stay on one line.")
        return value

    def clean_body(self) -> str:
        # A form that lost its textarea must not save an empty body over the memory.
        if "body" not in self.data:
            raise forms.ValidationError("The body was not sent, so nothing was written.")
        value = self.cleaned_data["body"]
        if "\x00" in value:
            raise forms.ValidationError("The text holds a NUL byte; that is not markdown.")
        return value

    def wanted(self) -> dict[str, object]:
        """What the operator asks for: only the fields the request carries, so a script that
        posts the body alone changes the body alone."""
        data = self.cleaned_data
        wanted: dict[str, object] = {"body": data["body"]}
        for key in ("name", "description", "type"):
            if key in self.data:
                wanted[key] = data[key]
        if "aliases" in self.data:
            wanted["aliases"] = [a.strip() for a in data["aliases"].split(",") if a.strip()]
        return wanted

    def base(self) -> dict[str, object] | None:
        source = self.data.get("base_json") if self.is_bound else self.initial.get("base_json")
        try:
            value = json.loads(source or "null")
        except ValueError:
            return None
        return value if isinstance(value, dict) else None


class RawForm(forms.Form):
    text = _text(widget=forms.Textarea(attrs={"rows": 30}))
    base_sha256 = _sha()

    def clean_text(self) -> str:
        value = self.cleaned_data["text"]
        if "\x00" in value:
            raise forms.ValidationError("The text holds a NUL byte; that is not markdown.")
        return value


class NewMemoryForm(forms.Form):
    path = MemdirPathField(max_length=300, help_text="Inside the memdir, ending in .md.")
    name = forms.CharField(max_length=200)
    description = forms.CharField(max_length=1000)
    type = forms.ChoiceField(choices=TYPE_CHOICES)
    body = _text(required=False, widget=forms.Textarea(attrs={"rows": 14}))
    hook = forms.CharField(required=False, max_length=300, label="Index hook")
    position = forms.IntegerField(
        required=False, min_value=1, label="Put the pointer before MEMORY.md line (empty: at end)"
    )

    def clean_body(self) -> str:
        value = self.cleaned_data["body"]
        if "\x00" in value:
            raise forms.ValidationError("The text holds a NUL byte; that is not markdown.")
        return value


class ArchiveForm(forms.Form):
    base_sha256 = _sha()


class EntryForm(forms.Form):
    """One entry of an entry-based format (a Hermes § entry), posted back as a whole."""

    body = _text(widget=forms.Textarea(attrs={"rows": 10}))
    base_sha256 = _sha()

    def clean_body(self) -> str:
        value = self.cleaned_data["body"]
        if "\x00" in value:
            raise forms.ValidationError("The text holds a NUL byte; that is not text.")
        return value


class NewEntryForm(forms.Form):
    """A new entry: which of the format's files it goes to, and its text."""

    file = forms.ChoiceField(choices=[])
    body = _text(widget=forms.Textarea(attrs={"rows": 10}), label="Entry")

    def __init__(self, *args: object, files: list[str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["file"].choices = [(f, f) for f in files]


class EntryMoveForm(forms.Form):
    to = forms.CharField(max_length=300, label="Move to")
    base_sha256 = _sha()


class MoveForm(forms.Form):
    new_path = MemdirPathField(max_length=300, label="New path")
    base_sha256 = _sha()


class IndexLineForm(forms.Form):
    line = forms.IntegerField(min_value=1)
    base_sha256 = _sha()


class IndexReplaceForm(IndexLineForm):
    text = forms.CharField(max_length=2000, strip=False)


class IndexAddForm(forms.Form):
    path = MemdirPathField(max_length=300)
    title = forms.CharField(required=False, max_length=200)
    hook = forms.CharField(required=False, max_length=300)
    before = forms.IntegerField(required=False, min_value=1)
    base_sha256 = _sha()


class IndexOrderForm(forms.Form):
    order = forms.CharField(max_length=2_000_000, help_text="Line numbers, comma-separated.")
    base_sha256 = _sha()

    def clean_order(self) -> list[int]:
        try:
            return [int(n) for n in self.cleaned_data["order"].split(",") if n.strip()]
        except ValueError:
            raise forms.ValidationError("The order must be line numbers.") from None


class IndexExtractForm(forms.Form):
    lines = forms.CharField(max_length=100_000, help_text="Raw content line numbers.")
    path = MemdirPathField(max_length=300)
    name = forms.CharField(max_length=200)
    description = forms.CharField(max_length=1000)
    type = forms.ChoiceField(choices=TYPE_CHOICES)
    base_sha256 = _sha()

    def clean_lines(self) -> list[int]:
        try:
            numbers = sorted({int(n) for n in self.cleaned_data["lines"].split(",") if n.strip()})
        except ValueError:
            raise forms.ValidationError("Lines must be line numbers.") from None
        if not numbers:
            raise forms.ValidationError("Choose at least one line.")
        return numbers


class JobForm(forms.Form):
    """Which long work to start from a page (``memoryui.jobs``)."""

    kind = forms.ChoiceField(choices=[("verify", "verify"), ("curate", "curate")])


class HistoryFilterForm(PageForm):
    """The history, narrowed to one file or one person (either may be left empty)."""

    path = forms.CharField(required=False, max_length=1024, label="File")
    actor = forms.CharField(required=False, max_length=150, label="By")

    def filters(self) -> dict[str, str]:
        data = self.cleaned_data if self.is_valid() else {}
        return {k: v.strip() for k in ("path", "actor") if (v := data.get(k) or "").strip()}


class ChangesForm(PageForm):
    """``/changes/``: since the last completed pass (the default) or since a date, and which."""

    since = forms.DateField(required=False, input_formats=["%Y-%m-%d"])
    show = forms.ChoiceField(
        choices=[("", "every change"), ("open", "still to decide"), ("later", "left for later")],
        required=False,
    )
    group = forms.CharField(required=False, max_length=40)

    def choice(self, name: str) -> object:
        return self.cleaned_data.get(name) if self.is_valid() else None


CHANGE_ID_RE = re.compile(r"^[0-9a-f]{16}$")
MAX_CHANGES_PICKED = 1000


class ChangeIdsField(forms.Field):
    """Several change ids (``ids`` repeated, as checkboxes send them), each checked."""

    widget = forms.MultipleHiddenInput

    def to_python(self, value: object) -> list[str]:
        return [str(v) for v in value] if isinstance(value, list | tuple) else []

    def validate(self, value: list[str]) -> None:
        super().validate(value)
        if len(value) > MAX_CHANGES_PICKED or any(not CHANGE_ID_RE.match(v) for v in value):
            raise forms.ValidationError("Choose changes from the list.")


class ChangeActionForm(forms.Form):
    """A verdict on some changes: each by id, or every open one of a consolidation run."""

    action = forms.ChoiceField(choices=[(a, a) for a in ("keep", "revert", "later")])
    ids = ChangeIdsField(required=False)
    group = forms.RegexField(regex=r"^(run|batch)-\d+$", required=False, max_length=40)
    # A revert that re-creates a folder that no longer exists asks first.
    confirm = forms.BooleanField(required=False)

    def clean(self) -> dict[str, object]:
        data = super().clean()
        if not data.get("ids") and not data.get("group"):
            raise forms.ValidationError("Choose at least one change.")
        return data
