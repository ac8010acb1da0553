// Gesture synthesis lives in Synthesis/.
