% not applies before comparison
~[1 0 2] == 0
~([1 0 2] == 0)
-[1 2] .^ 2
