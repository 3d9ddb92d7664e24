"""Thin views: reading pages in ``pages``, the write side in ``edit`` and ``index_edit``."""
