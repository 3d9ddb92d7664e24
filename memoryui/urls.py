from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path

from memoryui import views

urlpatterns = [
    path("", views.overview, name="overview"),
    path("index/", views.index_page, name="index"),
    path("memories/", views.memories, name="memories"),
    path("memories/<path:path>", views.memory, name="memory"),
    path("believe/", views.believe, name="believe"),
    path("health/", views.health, name="health"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
]
