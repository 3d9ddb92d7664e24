"""The memdir core: pure Python, no Django. Reading, parsing, the cliff, recall and load.

Everything here works on real files and returns plain data; the projection (``memoryui.
projection``) is the one place that carries it into the database.
"""
