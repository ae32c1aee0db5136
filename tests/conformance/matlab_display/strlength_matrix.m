str = ["Mercury","Gemini","Apollo";
       "Skylab","Skylab B","ISS"];
L = strlength(str)
