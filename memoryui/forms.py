"""Parsing what pages are asked: query strings become validated, typed state, once."""

from __future__ import annotations

from django import forms

from memoryui.memdir.files import TYPES
from memoryui.memdir.recall import LOADS

YES_NO = [("", "any"), ("yes", "yes"), ("no", "no")]


class PageForm(forms.Form):
    """``page`` and ``per_page`` of a list twin: default 100, at most 1,000 (DESIGN §7)."""

    page = forms.IntegerField(min_value=1, required=False)
    per_page = forms.IntegerField(min_value=1, max_value=1000, required=False)

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
    recall = forms.ChoiceField(choices=YES_NO, required=False, label="Recall-eligible")
    load = forms.ChoiceField(choices=[("", "any load"), *[(x, x) for x in LOADS]], required=False)
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
