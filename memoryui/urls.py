from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path

from memoryui.views import (
    battery,
    changes,
    edit,
    errors,
    fleet,
    history,
    index_edit,
    jobs,
    lint,
    pages,
    review,
)

# Our pages (and JSON twins) for errors, each saying the sentence behind it.
handler400 = errors.bad_request
handler403 = errors.permission_denied
handler404 = errors.not_found
handler500 = errors.server_error

urlpatterns = [
    path("", pages.overview, name="overview"),
    path("index/", pages.index_page, name="index"),
    path("memories/", pages.memories, name="memories"),
    path("memories/new", edit.memory_new, name="memory_new"),
    path("memories/preview", edit.preview, name="preview"),
    path("memories/<path:path>/edit", edit.memory_edit, name="memory_edit"),
    path("memories/<path:path>/raw", edit.memory_raw, name="memory_raw"),
    path("memories/<path:path>/archive", edit.memory_archive, name="memory_archive"),
    path("memories/<path:path>/move", edit.memory_move, name="memory_move"),
    path("memories/<path:path>/provenance", pages.memory_provenance, name="memory_provenance"),
    path("memories/<path:path>/recall", battery.memory_recall, name="memory_recall"),
    path("memories/<path:path>/redact", lint.memory_redact, name="memory_redact"),
    path("memories/<path:path>/merge", lint.memory_merge, name="memory_merge"),
    path("memories/<path:path>", pages.memory, name="memory"),
    path("index/remove", index_edit.index_remove, name="index_remove"),
    path("index/replace", index_edit.index_replace, name="index_replace"),
    path("index/add", index_edit.index_add, name="index_add"),
    path("index/extract", index_edit.index_extract, name="index_extract"),
    path("index/order", index_edit.index_order, name="index_order"),
    path("history/", history.history, name="history"),
    path("glossary/", pages.glossary, name="glossary"),
    path("history/<str:event_id>/undo", history.history_undo, name="history_undo"),
    path("changes/", changes.changes_page, name="changes"),
    path("changes/bulk", changes.changes_bulk, name="changes_bulk"),
    path("changes/<str:change_id>/", changes.change_page, name="change"),
    path("changes/<str:change_id>/keep", changes.change_keep, name="change_keep"),
    path("changes/<str:change_id>/later", changes.change_later, name="change_later"),
    path("changes/<str:change_id>/revert", changes.change_revert, name="change_revert"),
    path("review/", review.review, name="review"),
    path("review/<str:item_id>/resolve", review.review_resolve, name="review_resolve"),
    path("review/<str:item_id>/recheck", review.review_recheck, name="review_recheck"),
    path("pass/complete", review.pass_complete, name="pass_complete"),
    path("jobs/start", jobs.job_start, name="job_start"),
    path("jobs/<int:job_id>/", jobs.job, name="job"),
    path("believe/", pages.believe, name="believe"),
    path("claude-md/", fleet.claude_md, name="claude_md"),
    path("battery/", battery.battery_page, name="battery"),
    path("battery/add", battery.battery_add, name="battery_add"),
    path("battery/<str:question_id>/edit", battery.battery_edit, name="battery_edit"),
    path("battery/<str:question_id>/remove", battery.battery_remove, name="battery_remove"),
    path("graph/", lint.graph_page, name="graph"),
    path("lint/<str:finding>/fix", lint.lint_fix, name="lint_fix"),
    path("health/", pages.health, name="health"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
]
