MATLAB documentation, ismember: "Locb contains the lowest index in B for each value in A that is a member of B" (also for the rows option). Octave 7.3 returns the highest index.
