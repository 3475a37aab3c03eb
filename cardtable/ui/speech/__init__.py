"""What the app says aloud: announcements, accessible names and the system's speech."""
