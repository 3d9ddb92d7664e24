"""The agent's side (DESIGN §12): what the agent itself is told, from the projection.

``memoryui-recall`` (a Claude Code ``UserPromptSubmit`` hook) and ``memoryui-mcp`` (a stdio MCP
server) read the projection the dashboard keeps, read-only and without Django, and answer with
the same ranking, labels and silence as ``/believe/``. The battery and a memory's recall check
ask the same ``core.recall`` through Django's cursor, so what the operator is shown is what
the agent gets. Nothing here imports Django (a test holds every module to it) or anything heavy:
the hook's whole process has 40 ms.
"""
